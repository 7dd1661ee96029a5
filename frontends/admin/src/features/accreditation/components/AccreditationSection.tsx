import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCREDITATION_STATUSES, type AccreditationStatus, type AdminInvestorAccountView } from '@cf/contracts/rest';
import { formatDateTime } from '@cf/i18n';
import { Badge, Button, ConfirmDialog, EmptyState, Money, Select, Stack, useLanguage, useToast } from '@cf/ui';
import { accreditationAdminApi } from '../../../api/accreditation-admin-api';
import { useAdminList } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { ErrorPanel, ListSkeleton, useFailureText } from '../../../shared/feedback';
import { ReasonDialog } from '../../../shared/ReasonDialog';

const TONE: Record<AccreditationStatus, 'info' | 'success' | 'danger'> = { 'under-review': 'info', approved: 'success', declined: 'danger' };

/**
 * A4.3, A6.5: the US-style accredited investor accounts to review — the declared figures, the test
 * they pass, how the accreditation is to be verified — approved after a confirmation or declined with
 * a reason the investor reads. Oldest first, 10 more per load.
 */
export default function AccreditationSection() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const [status, setStatus] = useState<AccreditationStatus>('under-review');
  const [approving, setApproving] = useState<AdminInvestorAccountView | null>(null);
  const [declining, setDeclining] = useState<AdminInvestorAccountView | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useAdminList<AdminInvestorAccountView>(['accreditation', status], (limit) => accreditationAdminApi.list(limit, status));
  const rows = list.docs;

  const decide = async (row: AdminInvestorAccountView, decision: 'approve' | 'decline', reason?: string) => {
    setBusy(true);
    try {
      await accreditationAdminApi.decide(row.userId, decision, reason);
      toast.show({ tone: 'success', message: decision === 'approve' ? t('accreditation.approved') : t('accreditation.declined') });
      setApproving(null);
      setDeclining(null);
      await list.query.refetch();
    } catch (error) {
      toast.show({ tone: 'danger', message: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('accreditation.title')}</h2>
          <p className="admin-muted">{t('accreditation.intro')}</p>
        </div>
      </header>
      <div className="admin-toolbar">
        <Select label={t('common.status')} value={status} onChange={(e) => setStatus(e.target.value as AccreditationStatus)} options={ACCREDITATION_STATUSES.map((s) => ({ value: s, label: t(`accreditation.statuses.${s}`) }))} />
      </div>
      {list.query.isPending ? <ListSkeleton /> : null}
      {list.query.isError && !list.query.data ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      {list.query.isSuccess && rows.length === 0 ? <EmptyState title={t('accreditation.empty')} /> : null}
      {rows.length > 0 ? (
        <>
          <AdminTable
            busy={list.switching}
            rows={rows}
            rowKey={(row) => row.userId}
            columns={[
              {
                header: t('accreditation.investor'),
                rowHeader: true,
                cell: (row) => (
                  <bdi dir="ltr" className="admin-break">
                    {row.userId}
                  </bdi>
                ),
              },
              { header: t('accreditation.basis'), cell: (row) => t(`accreditation.bases.${row.accreditedBasis}`) },
              { header: t('accreditation.netWorth'), cell: (row) => <Money amount={row.netWorth} /> },
              { header: t('accreditation.income'), cell: (row) => <Money amount={row.yearlyIncome} /> },
              { header: t('accreditation.verificationType'), cell: (row) => t(`accreditation.verificationTypes.${row.verificationType}`) },
              { header: t('accreditation.submitted'), cell: (row) => formatDateTime(row.updatedAt, language) },
              {
                header: t('common.status'),
                cell: (row) => (
                  <Stack gap={1}>
                    <Badge tone={TONE[row.reviewStatus]}>{t(`accreditation.statuses.${row.reviewStatus}`)}</Badge>
                    {row.reviewReason ? <small dir="auto">{row.reviewReason}</small> : null}
                  </Stack>
                ),
              },
            ]}
            actions={(row) =>
              row.reviewStatus === 'under-review' ? (
                <span className="admin-badges">
                  <Button size="sm" onClick={() => setApproving(row)}>
                    {t('accreditation.approve')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeclining(row)}>
                    {t('accreditation.decline')}
                  </Button>
                </span>
              ) : null
            }
          />
          <AdminListFooter list={list} shown={rows.length} />
        </>
      ) : null}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t('accreditation.approveTitle')}
        message={t('accreditation.approveBody')}
        confirmLabel={t('accreditation.approve')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => approving && void decide(approving, 'approve')}
        busy={busy}
      />
      <ReasonDialog
        open={declining !== null}
        title={t('accreditation.declineTitle')}
        description={t('accreditation.declineBody')}
        confirmLabel={t('accreditation.decline')}
        busy={busy}
        onCancel={() => setDeclining(null)}
        onConfirm={(reason) => declining && void decide(declining, 'decline', reason)}
      />
    </Stack>
  );
}
