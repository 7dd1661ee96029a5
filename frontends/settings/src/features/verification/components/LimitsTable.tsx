import { useTranslation } from 'react-i18next';
import { formatOmr } from '@cf/i18n';
import { useLanguage } from '@cf/ui';
import type { InvestorClassView } from '../verification-api';

const LIMITS = ['perTransaction', 'perCampaign', 'perMonth', 'rolling12Months', 'total'] as const;

/** A6.4: the class and what it may invest, per transaction, campaign, month, any 12 months and in total. */
export function LimitsTable({ investorClass }: { investorClass: InvestorClassView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  return (
    <div>
      <p className="verification-class">{investorClass.label}</p>
      <table className="verification-limits">
        <caption className="cf-visually-hidden">{t('verification.limitsCaption', { label: investorClass.label })}</caption>
        <tbody>
          {LIMITS.map((limit) => (
            <tr key={limit}>
              <th scope="row">{t(`verification.limits.${limit}`)}</th>
              <td>
                {investorClass.limits[limit] === null ? t('verification.noLimit') : <bdi>{formatOmr(investorClass.limits[limit]!, language)}</bdi>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
