import type { PaymentFrequency } from '@cf/contracts';
import { addDays, addMonths } from './dates';

/**
 * A debt campaign's schedule under Islamic terms (murabaha-style): the profit is one amount agreed up
 * front — principal × yearly rate × term — never compounding, and nothing is added for lateness. The
 * principal and the profit are each split over the instalments so that the rows sum to them exactly
 * (row k takes ⌊A·k/n⌋ − ⌊A·(k−1)/n⌋: the parts differ by at most one baisa). Nothing falls due in the
 * grace period; the first instalment is one period after it ends, the last on the term's end.
 */
export interface DebtTerms {
  /** Baisa raised. */
  principal: number;
  /** Percent a year (12.5 = 12.5 %). */
  interestRate: number;
  termMonths: number;
  gracePeriodMonths: number;
  frequency: PaymentFrequency;
  /** YYYY-MM-DD: the schedule counts from here (the payback start date, or the close). */
  startDate: string;
  /** The platform's fee on each row's profit, in basis points (100 = 1 %). */
  feeBps: number;
}

export interface PlannedRow {
  repaymentNumber: number;
  expectedDate: string;
  principal: number;
  profit: number;
  platformFee: number;
  totalRepayment: number;
}

const MONTHS_PER_PERIOD: Partial<Record<PaymentFrequency, number>> = { monthly: 1, quarterly: 3, 'semi-annually': 6, yearly: 12 };
const DAYS_PER_PERIOD: Partial<Record<PaymentFrequency, number>> = { daily: 1, weekly: 7 };
/** A schedule longer than this is refused (a 50-year daily schedule would be 18,000 rows). */
export const MAX_SCHEDULE_ROWS = 1_000;

/** The total profit: principal × rate × term, in whole baisa (half up), fixed once. */
export function totalProfit(principal: number, interestRatePercent: number, termMonths: number): number {
  // Basis points of a percent keep the product an integer: 12.345 % → 123450 (1/10,000 of a percent).
  const rate = BigInt((interestRatePercent * 10_000).toFixed(0));
  const numerator = BigInt(principal) * rate * BigInt(termMonths);
  const denominator = 100n * 10_000n * 12n;
  return Number((numerator + denominator / 2n) / denominator);
}

/** The due dates: one period after the grace period, every period, the last on the term's end. */
export function dueDates(startDate: string, termMonths: number, gracePeriodMonths: number, frequency: PaymentFrequency): string[] {
  // Months count from the start itself, so a schedule begun on the 31st stays on month ends.
  const from = addMonths(startDate, gracePeriodMonths);
  const end = addMonths(startDate, gracePeriodMonths + termMonths);
  const months = MONTHS_PER_PERIOD[frequency];
  const days = DAYS_PER_PERIOD[frequency];
  const dates: string[] = [];
  for (let k = 1; ; k++) {
    const date = months ? addMonths(startDate, gracePeriodMonths + months * k) : addDays(from, days! * k);
    if (date >= end) break;
    dates.push(date);
    if (dates.length >= MAX_SCHEDULE_ROWS) throw new RangeError('schedule too long');
  }
  dates.push(end);
  return dates;
}

/** Part k (1-based) of `amount` split in n: sums to `amount` exactly over k = 1..n. */
export function part(amount: number, k: number, n: number): number {
  const a = BigInt(amount);
  return Number((a * BigInt(k)) / BigInt(n) - (a * BigInt(k - 1)) / BigInt(n));
}

/** The platform's fee on a profit (basis points, half up). */
export function feeOn(profit: number, feeBps: number): number {
  return Number((BigInt(profit) * BigInt(feeBps) + 5_000n) / 10_000n);
}

export function debtSchedule(terms: DebtTerms): PlannedRow[] {
  if (!(terms.principal > 0) || !Number.isInteger(terms.principal)) throw new RangeError('principal must be a positive whole number of baisa');
  if (!(terms.termMonths >= 1)) throw new RangeError('term must be a month or more');
  const dates = dueDates(terms.startDate, terms.termMonths, terms.gracePeriodMonths, terms.frequency);
  const profit = totalProfit(terms.principal, terms.interestRate, terms.termMonths);
  const n = dates.length;
  return dates.map((expectedDate, i) => {
    const rowPrincipal = part(terms.principal, i + 1, n);
    const rowProfit = part(profit, i + 1, n);
    return {
      repaymentNumber: i + 1,
      expectedDate,
      principal: rowPrincipal,
      profit: rowProfit,
      platformFee: feeOn(rowProfit, terms.feeBps),
      totalRepayment: rowPrincipal + rowProfit,
    };
  });
}
