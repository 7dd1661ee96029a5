import { useTranslation } from 'react-i18next';
import { formatPercent, formatOmr } from '@cf/i18n';
import { percentRaised } from './campaign-status';
import { useLanguage } from '@cf/ui';

/** Raised against goal (C2.2): `OMR 1,234.500 raised of OMR 10,000`, the percent, and a bar. Round sums
 * drop their `.000` (a list, not a statement); each amount is isolated and never wraps inside itself. */
/** A campaign without a goal yet (a draft) shows 0%. */
export function ProgressBar({ raised, goal }: { raised: number; goal: number | null }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const percent = percentRaised(raised, goal ?? 0);
  const percentText = formatPercent(Math.trunc(percent), language);
  return (
    <div className="campaign-progress">
      <div
        className="campaign-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={t('progress.valueText', { percent: percentText })}
        aria-label={t('progress.label')}
      >
        <div className="campaign-progress__fill" style={{ inlineSize: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className="campaign-progress__text">
        <span>
          <bdi className="campaign-amount">{formatOmr(raised, language)}</bdi> {t('progress.raisedOf')}{' '}
          <bdi className="campaign-amount">{formatOmr(goal ?? 0, language)}</bdi>
        </span>
        <strong>{percentText}</strong>
      </p>
    </div>
  );
}
