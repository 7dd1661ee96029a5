/**
 * The project return calculator of the campaign page (C2.4, C5.10, C9.5). Interest is paid quarterly
 * (C5.10): one quarter earns `principal × yearly rate / 4`, and the chosen period is that quarterly
 * amount times the period's factor (C9.5: yearly 4, quarterly 1, monthly 0.3335, days 0.01095).
 * Integer arithmetic only: the principal is baisa, the rate and factor are exact decimal strings.
 */
export const YIELD_PERIODS = ['yearly', 'quarterly', 'monthly', 'days'] as const;
export type YieldPeriod = (typeof YIELD_PERIODS)[number];

/** C9.5, written as decimal text so nothing passes through a float. */
export const YIELD_FACTORS: Record<YieldPeriod, string> = { yearly: '4', quarterly: '1', monthly: '0.3335', days: '0.01095' };

/** C5.10 / C9.6: a principal of at least 1 (rial). */
export const MIN_PRINCIPAL_BAISA = 1000n;

/** `"7.25"` → { units: 725n, scale: 100n }; null when not a non-negative decimal. */
export function parseDecimal(text: string | number): { units: bigint; scale: bigint } | null {
  const value = String(text).trim();
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1] + fraction), scale: 10n ** BigInt(fraction.length) };
}

/** Half-up division of non-negative integers. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * The return for one period in baisa: principal × (rate / 100) / 4 × factor, rounded half up to the
 * baisa. Null when the rate is not a number.
 */
export function projectReturn(principalBaisa: bigint, yearlyRatePercent: string | number, period: YieldPeriod): bigint | null {
  const rate = parseDecimal(yearlyRatePercent);
  const factor = parseDecimal(YIELD_FACTORS[period]);
  if (!rate || !factor || principalBaisa < 0n) return null;
  return divideHalfUp(principalBaisa * rate.units * factor.units, 100n * 4n * rate.scale * factor.scale);
}

export type PrincipalProblem = 'required' | 'invalid' | 'min' | 'belowMinimumInvestment';

/** C5.10: required, a valid amount, at least 1 and at least the campaign's minimum investment (what one could invest). */
export function checkPrincipal(baisa: bigint | null, text: string, minimumInvestment: number | null = null): PrincipalProblem | null {
  if (text.trim() === '') return 'required';
  if (baisa === null) return 'invalid';
  if (baisa < MIN_PRINCIPAL_BAISA) return 'min';
  return minimumInvestment !== null && baisa < BigInt(minimumInvestment) ? 'belowMinimumInvestment' : null;
}
