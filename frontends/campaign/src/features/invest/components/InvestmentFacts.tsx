import { useTranslation } from 'react-i18next';
import type { InvestmentView } from '@cf/contracts/rest';
import { formatDateTime, formatInteger } from '@cf/i18n';
import { Badge, Money, useLanguage } from '@cf/ui';

const TONE = { 0: 'warning', 1: 'info', 2: 'success', 3: 'neutral', 4: 'danger' } as const;

/** C4.15: an investment's transaction status as a badge (0 pending … 4 failed). */
export function InvestmentStatus({ investment }: { investment: Pick<InvestmentView, 'status' | 'state'> }) {
  const { t } = useTranslation('campaign');
  return <Badge tone={TONE[investment.status]}>{t(`invest.states.${investment.state}`)}</Badge>;
}

/** What a receipt and the payment page show of an investment (C3.9, C2.19). */
export function InvestmentFacts({ investment }: { investment: InvestmentView }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  return (
    <dl className="invest-facts">
      <div>
        <dt>{t('receipt.campaign')}</dt>
        <dd>{investment.campaignName}</dd>
      </div>
      <div>
        <dt>{t('receipt.reference')}</dt>
        <dd>
          <bdi dir="ltr" className="invest-code">
            {investment.referenceId}
          </bdi>
        </dd>
      </div>
      <div>
        <dt>{t('receipt.amount')}</dt>
        <dd>
          <Money amount={investment.amount} exact />
        </dd>
      </div>
      {investment.shareUnits !== null ? (
        <div>
          <dt>{t('receipt.shareUnits')}</dt>
          <dd>
            {formatInteger(investment.shareUnits, language)} × <Money amount={investment.sharePrice} exact />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('receipt.status')}</dt>
        <dd>
          <InvestmentStatus investment={investment} />
        </dd>
      </div>
      {investment.paymentType ? (
        <div>
          <dt>{t('receipt.method')}</dt>
          <dd>{t(`invest.paymentTypes.${investment.paymentType}`)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('receipt.date')}</dt>
        <dd>{formatDateTime(investment.paidAt ?? investment.acceptedAt, language)}</dd>
      </div>
    </dl>
  );
}
