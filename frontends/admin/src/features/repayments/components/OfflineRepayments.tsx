import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPAYMENT_LIMITS, type AdminScheduleRowView, type OfflineRepaymentRequestView } from '@cf/contracts/rest';
import { formatDateTime, formatInteger, formatOmr, parseOmrInput } from '@cf/i18n';
import { Badge, Button, Card, ConfirmDialog, Modal, Money, Stack, TextArea, TextField, useLanguage, useToast } from '@cf/ui';
import { repaymentsAdminApi } from '../../../api/repayments-admin-api';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { useFailureText } from '../../../shared/feedback';
import { ReasonDialog } from '../../../shared/ReasonDialog';

/**
 * C1.3, C6.4: an administrator records a repayment the owner paid to the platform's bank account,
 * with the bank's reference; its amount is set aside on the row until another administrator decides.
 */
export function RecordOfflineRepayment({ row, onClose }: { row: AdminScheduleRowView; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const refresh = useRefresh();
  const failureText = useFailureText();
  // Made when the form opens: a retry (a double click, a lost answer) records the same request once.
  const [requestId] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(() => (row.outstandingAmount / 1000).toFixed(3));
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reference?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const baisa = parseOmrInput(amount);
    const next: typeof errors = {};
    if (baisa === null || Number(baisa) <= 0) next.amount = t('repayments.offline.amountInvalid');
    else if (Number(baisa) > row.outstandingAmount)
      next.amount = t('repayments.offline.tooMuch', { amount: formatOmr(row.outstandingAmount, language) });
    if (!reference.trim()) next.reference = t('repayments.offline.referenceRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || baisa === null) return;
    setBusy(true);
    try {
      await repaymentsAdminApi.recordOffline({
        requestId,
        rowId: row.id,
        amount: Number(baisa),
        reference: reference.trim(),
        note: note.trim() || undefined,
      });
      toast.show({ tone: 'success', message: t('repayments.offline.recorded') });
      await refresh([
        [ADMIN_KEY, 'repayments'],
        [ADMIN_KEY, 'offline-repayments'],
      ]);
      onClose();
    } catch (failure) {
      setErrors({ form: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('repayments.offline.recordTitle', { name: row.campaignName, number: formatInteger(row.repaymentNumber, language) })}
      closeLabel={tc('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {tc('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {t('repayments.offline.record')}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <p>{t('repayments.offline.recordBody')}</p>
        {errors.form ? (
          <p role="alert" className="admin-error-text">
            {errors.form}
          </p>
        ) : null}
        <TextField
          label={t('repayments.offline.amount')}
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        <TextField
          label={t('repayments.offline.reference')}
          hint={t('repayments.offline.referenceHint')}
          required
          maxLength={100}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          error={errors.reference}
          dir="ltr"
        />
        <TextArea
          label={t('repayments.offline.note')}
          rows={2}
          maxLength={REPAYMENT_LIMITS.reasonMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Stack>
    </Modal>
  );
}

/** C1.3: the repayments received outside the platform that wait for a second administrator. */
export function OfflineQueue() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const refresh = useRefresh();
  const failureText = useFailureText();
  const list = useAdminList<OfflineRepaymentRequestView>(['offline-repayments'], (limit) => repaymentsAdminApi.offline(limit));
  const [approving, setApproving] = useState<OfflineRepaymentRequestView | null>(null);
  const [declining, setDeclining] = useState<OfflineRepaymentRequestView | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (request: OfflineRepaymentRequestView, run: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await run();
      toast.show({ tone: 'success', message });
      setApproving(null);
      setDeclining(null);
      await refresh([
        [ADMIN_KEY, 'repayments'],
        [ADMIN_KEY, 'offline-repayments'],
      ]);
    } catch (failure) {
      toast.show({ tone: 'danger', message: failureText(failure) });
    } finally {
      setBusy(false);
    }
    return request;
  };
  return (
    <Card title={t('repayments.offline.queueTitle')} headingLevel={3}>
      <Stack gap={3}>
        <p className="admin-muted">{t('repayments.offline.queueIntro')}</p>
        {list.docs.length === 0 ? (
          <p>{list.query.isPending ? tc('common.loading') : t('repayments.offline.none')}</p>
        ) : (
          <>
            <AdminTable
              caption={t('repayments.offline.queueTitle')}
              rows={list.docs}
              rowKey={(r) => r.id}
              columns={[
                {
                  header: t('repayments.campaign'),
                  rowHeader: true,
                  cell: (r) => `${r.campaignName} · ${formatInteger(r.repaymentNumber, language)}`,
                },
                { header: t('repayments.offline.amount'), cell: (r) => <Money amount={r.amount} exact /> },
                { header: t('repayments.offline.reference'), cell: (r) => <bdi dir="ltr">{r.reference}</bdi> },
                {
                  header: t('repayments.offline.reportedBy'),
                  cell: (r) =>
                    r.reportedBy === 'owner' ? (
                      <Badge tone="info">{t('repayments.offline.byOwner')}</Badge>
                    ) : (
                      t('repayments.offline.byAdmin')
                    ),
                },
                { header: t('repayments.offline.recordedAt'), cell: (r) => formatDateTime(r.createdAt, language) },
              ]}
              actions={(r) => (
                <span className="admin-badges">
                  {r.hasProof ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('repayments.offline.proofNamed', { reference: r.reference })}
                      onClick={() =>
                        void repaymentsAdminApi
                          .downloadProof(r.id)
                          .catch((failure: unknown) => toast.show({ tone: 'danger', message: failureText(failure) }))
                      }
                    >
                      {t('repayments.offline.proof')}
                    </Button>
                  ) : null}
                  <Button size="sm" onClick={() => setApproving(r)}>
                    {t('repayments.offline.approve')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeclining(r)}>
                    {t('repayments.offline.decline')}
                  </Button>
                </span>
              )}
            />
            <AdminListFooter list={list} shown={list.docs.length} />
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t('repayments.offline.approveTitle')}
        message={
          approving
            ? t('repayments.offline.approveBody', { amount: formatOmr(approving.amount, language), name: approving.campaignName })
            : ''
        }
        confirmLabel={t('repayments.offline.approve')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() =>
          approving && void decide(approving, () => repaymentsAdminApi.approveOffline(approving.id), t('repayments.offline.approved'))
        }
        busy={busy}
      />
      <ReasonDialog
        open={declining !== null}
        title={t('repayments.offline.declineTitle')}
        description={t('repayments.offline.declineBody')}
        confirmLabel={t('repayments.offline.decline')}
        busy={busy}
        onCancel={() => setDeclining(null)}
        onConfirm={(reason) =>
          declining &&
          void decide(declining, () => repaymentsAdminApi.declineOffline(declining.id, reason), t('repayments.offline.declined'))
        }
      />
    </Card>
  );
}
