import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOmr, formatPercent, parseOmrInput } from '@cf/i18n';
import { Card, Select, Stack, TextField, useLanguage } from '@cf/ui';
import { checkPrincipal, projectReturn, YIELD_PERIODS, type YieldPeriod } from '../return-calculator';

/**
 * Project return calculator (C2.4, C5.10, C9.5): principal (at least 1) and yearly rate; interest is
 * paid quarterly and each period's return is the quarterly profit times its factor. Same rule as the
 * service's `campaigns/project-return`, computed here so it answers as the person types.
 */
export function ReturnCalculator({ interestRate, minimumInvestment = null }: { interestRate: number | null | undefined; minimumInvestment?: number | null }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const fixedRate = interestRate !== null && interestRate !== undefined;
  const [principalText, setPrincipalText] = useState(() => String(Math.max(1000, (minimumInvestment ?? 0) / 1000)));
  const [rateText, setRateText] = useState(fixedRate ? String(interestRate) : '');
  const [period, setPeriod] = useState<YieldPeriod>('yearly');
  const outputId = useId();
  const principal = parseOmrInput(principalText);
  const problem = checkPrincipal(principal, principalText, minimumInvestment);
  const result = useMemo(
    () => (problem || principal === null || rateText.trim() === '' ? null : projectReturn(principal, rateText.trim(), period)),
    [problem, principal, rateText, period],
  );
  return (
    <Card title={t('calculator.title')} headingLevel={3}>
      <Stack gap={3}>
        <p className="campaign-muted">{t('calculator.intro')}</p>
        <TextField
          label={t('calculator.principal')}
          inputMode="decimal"
          dir="ltr"
          value={principalText}
          onChange={(e) => setPrincipalText(e.target.value)}
          error={problem ? t(`calculator.errors.${problem}`, { amount: formatOmr(minimumInvestment ?? 1000, language) }) : undefined}
          hint={t('calculator.principalHint', { amount: formatOmr(Math.max(1000, minimumInvestment ?? 0), language) })}
        />
        {/* The campaign's own rate is a fact, not an input; only a campaign without one lets the reader try a rate. */}
        {fixedRate ? (
          <p className="campaign-calculator__rate">
            <span className="campaign-muted">{t('calculator.campaignRate')}</span> <strong>{formatPercent(interestRate, language)}</strong>
          </p>
        ) : (
          <TextField
            label={t('calculator.rate')}
            inputMode="decimal"
            dir="ltr"
            value={rateText}
            onChange={(e) => setRateText(e.target.value)}
            error={rateText.trim() !== '' && !/^\d+(\.\d{1,2})?$/.test(rateText.trim()) ? t('calculator.errors.rate') : undefined}
          />
        )}
        <Select
          label={t('calculator.period')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as YieldPeriod)}
          options={YIELD_PERIODS.map((p) => ({ value: p, label: t(`calculator.periods.${p}`) }))}
        />
        <output id={outputId} className="campaign-stat" aria-live="polite">
          <span className="campaign-muted">{t(`calculator.results.${period}`)}</span>
          <p className="campaign-stat__value campaign-amount">{result === null ? '—' : formatOmr(result, language)}</p>
        </output>
        <p className="campaign-muted">{t('calculator.notGuaranteed')}</p>
      </Stack>
    </Card>
  );
}
