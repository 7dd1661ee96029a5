/**
 * What a campaign's close pays and to whom (C4.13, C9.3), in integer baisa. Pure: the saga stores
 * the result at its decision, so a resumed close pays exactly what was decided.
 *
 * - Fixed: successful only when the goal is reached; then the fixed success fee. Otherwise every
 *   investor gets their money back and there is no fee.
 * - Flexible: the money is kept whatever was raised: the "goal reached" fee when it was, the "goal
 *   missed" fee when not. Nothing raised: unsuccessful (nothing to pay anybody).
 * - VAT on the fee, paid out of the raised amount. Rounding: each percentage half-up to the baisa,
 *   in integer arithmetic; VAT is cut so that fee + VAT never passes what was raised. The owner
 *   receives the rest, so owner + fee + VAT = raised to the baisa.
 */
export interface FeeRates {
  /** Basis points (1% = 100). */
  flexibleGoalReachedBps: number;
  flexibleGoalMissedBps: number;
  fixedSuccessBps: number;
  vatBps: number;
}

export interface CloseDecision {
  outcome: 'successful' | 'unsuccessful';
  feeBps: number;
  fee: number;
  vat: number;
  ownerAmount: number;
  /** Returned to the investors (unsuccessful: everything raised). */
  refunds: number;
}

/** `amount × bps / 10 000`, half-up, exact in integers. */
export function percentOf(amount: number, bps: number): number {
  return Number((BigInt(amount) * BigInt(bps) + 5_000n) / 10_000n);
}

/** A settings percentage (two decimals at most, as the site's settings check) in basis points. */
export const bpsOf = (percentage: number): number => Number((percentage * 100).toFixed(0));

export function decideClose(investingType: 'fixed' | 'flexible', raised: number, goal: number, rates: FeeRates): CloseDecision {
  const reached = raised >= goal && goal > 0;
  const successful = raised > 0 && (investingType === 'flexible' || reached);
  if (!successful) return { outcome: 'unsuccessful', feeBps: 0, fee: 0, vat: 0, ownerAmount: 0, refunds: raised };
  const feeBps = investingType === 'fixed' ? rates.fixedSuccessBps : reached ? rates.flexibleGoalReachedBps : rates.flexibleGoalMissedBps;
  const fee = Math.min(raised, percentOf(raised, feeBps));
  const vat = Math.min(raised - fee, percentOf(fee, rates.vatBps));
  return { outcome: 'successful', feeBps, fee, vat, ownerAmount: raised - fee - vat, refunds: 0 };
}
