/**
 * C5.10 / C9.5: the project return calculator. Profit is paid quarterly: one quarter's profit is
 * principal × annual rate / 4; a period's profit is that quarter's profit times the period's factor
 * (yearly 4, quarterly 1, monthly 0.3335, days 0.01095). Integer baisa, rounded half up, in BigInt
 * (no floating point on money).
 */
export type YieldPeriod = 'yearly' | 'quarterly' | 'monthly' | 'days';

/** Factors scaled by 100 000 so that they are integers. */
const FACTOR_SCALED: Record<YieldPeriod, bigint> = { yearly: 400_000n, quarterly: 100_000n, monthly: 33_350n, days: 1_095n };
export const YIELD_PERIOD_FACTORS: Record<YieldPeriod, number> = { yearly: 4, quarterly: 1, monthly: 0.3335, days: 0.01095 };
export const YIELD_PERIODS: readonly YieldPeriod[] = ['yearly', 'quarterly', 'monthly', 'days'];

/** a / b rounded half up, for non-negative operands. */
function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** Percent with at most two decimals → basis points. */
export function percentToBasisPoints(percent: number): bigint {
  return BigInt(Number((percent * 100).toFixed(0)));
}

export interface ProjectReturn {
  principal: number;
  interestRate: number;
  quarterlyProfit: number;
  returns: Array<{ period: YieldPeriod; factor: number; profit: number; total: number }>;
}

export function projectReturn(principal: number, interestRatePercent: number): ProjectReturn {
  if (!Number.isSafeInteger(principal) || principal < 1) throw new RangeError('principal must be a whole number of baisa, at least 1');
  if (!(interestRatePercent >= 0)) throw new RangeError('interest rate must be 0 or more');
  const p = BigInt(principal);
  const bp = percentToBasisPoints(interestRatePercent);
  // principal × (bp / 10 000) / 4 × (factor / 100 000)
  const profitOf = (period: YieldPeriod): bigint => divRound(p * bp * FACTOR_SCALED[period], 10_000n * 4n * 100_000n);
  return {
    principal,
    interestRate: interestRatePercent,
    quarterlyProfit: Number(profitOf('quarterly')),
    returns: YIELD_PERIODS.map((period) => {
      const profit = profitOf(period);
      return { period, factor: YIELD_PERIOD_FACTORS[period], profit: Number(profit), total: Number(p + profit) };
    }),
  };
}
