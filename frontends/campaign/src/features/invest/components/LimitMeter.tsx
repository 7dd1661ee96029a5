import { useTranslation } from 'react-i18next';
import type { InvestOfferView } from '@cf/contracts/rest';
import { formatDate } from '@cf/i18n';
import { Money, useLanguage } from '@cf/ui';

type Standing = NonNullable<InvestOfferView['investor']>;

/**
 * The investor's limits and what is used of them (the jurisdiction pack's, counted by investments):
 * a meter per limit that has a ceiling, with the amount left and when the rolling limit renews.
 */
export function LimitMeter({ standing }: { standing: Standing }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const rows = (
    [
      ['rolling12Months', standing.rolling12Months],
      ['perMonth', standing.perMonth],
      ['perCampaign', standing.perCampaign],
      ['total', standing.total],
    ] as const
  ).filter(([, usage]) => usage.limit !== null);
  return (
    <section className="invest-limits" aria-labelledby="invest-limits-title">
      <h2 id="invest-limits-title" className="invest-side__title">
        {t('invest.limits.title')}
      </h2>
      {standing.investorClass ? <p className="campaign-muted">{t('invest.limits.class', { name: t(`invest.classes.${standing.investorClass}`, { defaultValue: standing.investorClass }) })}</p> : null}
      {rows.length === 0 ? <p>{t('invest.limits.none')}</p> : null}
      {rows.map(([name, usage]) => {
        const limit = usage.limit ?? 0;
        const used = Math.min(usage.used, limit);
        return (
          <div key={name} className="invest-limit">
            <div className="invest-limit__head">
              <span>{t(`invest.limits.${name}`)}</span>
              <span>
                <Money amount={used} /> / <Money amount={limit} />
              </span>
            </div>
            <meter className="invest-limit__meter" min={0} max={limit} value={used} low={limit * 0.75} high={limit * 0.9} optimum={0} aria-label={t(`invest.limits.${name}`)} />
            <p className="campaign-muted">
              {t('invest.limits.left')} <Money amount={Math.max(0, limit - usage.used)} />
              {name === 'rolling12Months' && standing.rolling12Months.renewsOn ? <> · {t('invest.limits.renewsOn', { date: formatDate(standing.rolling12Months.renewsOn, language) })}</> : null}
            </p>
          </div>
        );
      })}
      {standing.perTransaction !== null ? (
        <p className="campaign-muted">
          {t('invest.limits.perTransaction')} <Money amount={standing.perTransaction} />
        </p>
      ) : null}
    </section>
  );
}
