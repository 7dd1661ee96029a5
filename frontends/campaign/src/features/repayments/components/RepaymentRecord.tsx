import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '@cf/api-client';
import { formatInteger, formatPercent } from '@cf/i18n';
import { Card, Grid, Money, useLanguage } from '@cf/ui';
import { repaymentsApi } from '../../../api/repayments-api';

/**
 * The owner's repayment record on a campaign page (beyond the specification): over the last 36
 * months, what fell due on all of this owner's campaigns, paid on time, late, and defaulted. Shown
 * only for repeat owners (something has fallen due); nothing at all otherwise.
 */
export function RepaymentRecord({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const lng = useApiLanguage();
  const figures = useQuery({ queryKey: ['repayments', 'record', campaignId, lng], queryFn: () => repaymentsApi.statistics(campaignId), retry: false });
  if (!figures.data || figures.data.rowsDue === 0) return null;
  const f = figures.data;
  return (
    <Card title={t('record.title')} headingLevel={3}>
      <p className="campaign-muted">{t('record.intro', { count: formatInteger(f.rowsDue, language) })}</p>
      <Grid min="10rem" gap={3}>
        <div>
          <p className="campaign-muted">{t('record.paidOnTime')}</p>
          <p className="campaign-amount">
            <Money amount={f.paidOnTime} />
          </p>
        </div>
        <div>
          <p className="campaign-muted">{t('record.lateRate')}</p>
          <p className="campaign-amount">{formatPercent(f.lateRate, language)}</p>
        </div>
        <div>
          <p className="campaign-muted">{t('record.defaultRate')}</p>
          <p className="campaign-amount">{formatPercent(f.defaultRate, language)}</p>
        </div>
      </Grid>
    </Card>
  );
}
