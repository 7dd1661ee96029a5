import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { formatDateTime, formatInteger, formatPercent } from '@cf/i18n';
import { Alert, Card, Money, Skeleton, useLanguage } from '@cf/ui';
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
      <p className="campaign-muted">{t(successful ? 'close.payoutNext' : 'close.refundedNote')}</p>
    </Card>
  );
}
