import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { formatDateTime, formatInteger, formatOmr, formatPercent } from '@cf/i18n';
import { Alert, Button, Card, ConfirmDialog, Money, ServerError, Skeleton, useLanguage } from '@cf/ui';
import { investApi } from '../../../api/invest-api';

/**
 * The owner's view of the campaign's close (C2.13, C4.1, C9.3): the outcome the money decided, what
 * was raised, the platform's fee and VAT, and what is kept for the payout — or, when unsuccessful,
 * that every investor was refunded. Nothing while the campaign has not closed.
 */
export function CampaignCloseCard({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const close = useQuery({ queryKey: ['invest', 'close', campaignId], queryFn: () => investApi.close(campaignId), retry: false });
  if (close.isPending) return <Skeleton lines={3} />;
  // 404: not closed yet (or investments has no offer for it).
  if (close.isError) return isApiError(close.error) && close.error.status === 404 ? null : <Alert tone="warning">{t('close.unavailable')}</Alert>;
  const c = close.data;
  if (c.step !== 'closed') {
    return (
      <Alert tone="info" title={t('close.closingTitle')}>
        <p>{t('close.closing')}</p>
      </Alert>
    );
  }
  const successful = c.outcome === 'successful';
  return (
    <Card title={t(successful ? 'close.successfulTitle' : 'close.unsuccessfulTitle')}>
      <dl className="cf-facts">
        <div>
          <dt>{t('close.raised')}</dt>
          <dd>
            <Money amount={c.raised} />
          </dd>
        </div>
        <div>
          <dt>{t('close.investors')}</dt>
          <dd>{formatInteger(c.investorsCount, language)}</dd>
        </div>
        {successful ? (
          <>
            <div>
              <dt>{t('close.fee', { rate: formatPercent(c.feeBps / 100, language) })}</dt>
              <dd>
                <Money amount={c.fee} />
              </dd>
            </div>
            <div>
              <dt>{t('close.vat')}</dt>
              <dd>
                <Money amount={c.vat} />
              </dd>
            </div>
            <div>
              <dt>{t('close.ownerAmount')}</dt>
              <dd>
                <Money amount={c.ownerAmount} />
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('close.refunded')}</dt>
            <dd>
              <Money amount={c.refunded} />
            </dd>
          </div>
        )}
        {c.closedAt ? (
          <div>
            <dt>{t('close.closedAt')}</dt>
            <dd>{formatDateTime(c.closedAt, language)}</dd>
          </div>
        ) : null}
      </dl>
      {successful ? <Payout campaignId={campaignId} amount={c.ownerAmount} /> : <p className="campaign-muted">{t('close.refundedNote')}</p>}
    </Card>
  );
}

/** C4.3 the payout: requested by the owner after a confirmation, then confirmed by administrators. */
function Payout({ campaignId, amount }: { campaignId: string; amount: number }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const payout = useQuery({ queryKey: ['invest', 'payout', campaignId], queryFn: () => investApi.payout(campaignId), retry: false });
  if (payout.isPending) return <Skeleton lines={1} />;
  const none = payout.isError && isApiError(payout.error) && payout.error.status === 404;
  if (payout.isError && !none) return <Alert tone="warning">{t('close.unavailable')}</Alert>;
  const request = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await investApi.requestPayout(campaignId);
      setAsking(false);
      await client.invalidateQueries({ queryKey: ['invest', 'payout', campaignId] });
    } catch (error) {
      setAsking(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  if (none || !payout.data) {
    return (
      <>
        <ServerError error={failure} onClose={() => setFailure(null)} />
        <p className="campaign-muted">{t('close.payoutNext')}</p>
        <Button onClick={() => setAsking(true)}>{t('close.requestPayout')}</Button>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t('close.requestTitle')}
          message={t('close.requestBody', { amount: formatOmr(amount, language) })}
          confirmLabel={t('close.requestPayout')}
          cancelLabel={tc('common.cancel')}
          closeLabel={tc('common.close')}
          busy={busy}
          onConfirm={() => void request()}
        />
      </>
    );
  }
  const p = payout.data;
  return (
    <Alert tone={p.status === 'confirmed' ? 'success' : 'info'} title={t(`close.payout.${p.status}`)}>
      <p>{p.status === 'confirmed' && p.confirmedAt ? t('close.payout.confirmedOn', { date: formatDateTime(p.confirmedAt, language) }) : t(`close.payout.${p.status}Body`)}</p>
    </Alert>
  );
}
