import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutView } from '@cf/contracts/rest';
import { formatDateTime, formatOmr } from '@cf/i18n';
import { Badge, Button, ConfirmDialog, Money, Stack, useLanguage, useToast } from '@cf/ui';
import { investmentsAdminApi } from '../../../api/investments-admin-api';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { ListStates, useFailureText } from '../../../shared/feedback';

/**
 * C4.3 the payout queue: owners' requests for what a successful campaign's escrow keeps for them,
 * oldest first. Confirming pays it into the owner's wallet; above the platform's threshold a first
 * administrator approves and a second, different one confirms.
 */
export function PayoutsQueue() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<PayoutView | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useAdminList<PayoutView>(['payouts'], (limit) => investmentsAdminApi.payouts(limit));

  const confirm = async () => {
    setBusy(true);
    try {
      const after = await investmentsAdminApi.confirmPayout(confirming!.campaignId);
      toast.show({ tone: 'success', message: t(after.status === 'approved' ? 'payouts.approved' : 'payouts.confirmed') });
      setConfirming(null);
    } catch (error) {
      toast.show({ tone: 'danger', message: failureText(error) });
    } finally {
      setBusy(false);
      void refresh([[ADMIN_KEY, 'payouts']]);
    }
  };

  return (
    <Stack gap={3}>
      <h3 className="admin-section__subtitle">{t('payouts.title')}</h3>
      <ListStates list={list} emptyDescription={t('payouts.empty')} />
      {list.docs.length > 0 ? (
        <>
          <AdminTable
            rows={list.docs}
            rowKey={(row) => row.campaignId}
            columns={[
              { header: t('investments.campaign'), rowHeader: true, cell: (row) => row.campaignName },
              { header: t('investments.amount'), cell: (row) => <Money amount={row.amount} /> },
              {
                header: t('common.status'),
                cell: (row) => (
                  <span className="admin-badges">
                    <Badge tone={row.status === 'approved' ? 'info' : 'warning'}>{t(`payouts.statuses.${row.status}`)}</Badge>
                    {row.needsTwoAdministrators ? <Badge tone="neutral">{t('payouts.twoAdministrators')}</Badge> : null}
                  </span>
                ),
              },
              { header: t('payouts.requested'), className: 'admin-table__narrow', cell: (row) => formatDateTime(row.requestedAt, language) },
            ]}
            actions={(row) => (
              <Button size="sm" onClick={() => setConfirming(row)}>
                {t(row.needsTwoAdministrators && row.status === 'requested' ? 'payouts.approve' : 'payouts.confirm')}
              </Button>
            )}
          />
          <AdminListFooter list={list} shown={list.docs.length} />
        </>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('payouts.confirmTitle')}
        message={t(confirming?.needsTwoAdministrators && confirming.status === 'requested' ? 'payouts.approveBody' : 'payouts.confirmBody', {
          amount: confirming ? formatOmr(confirming.amount, language) : '',
          name: confirming?.campaignName ?? '',
        })}
        confirmLabel={t(confirming?.needsTwoAdministrators && confirming.status === 'requested' ? 'payouts.approve' : 'payouts.confirm')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
