import { REPAYMENT_LIMITS, type PaymentTiming, type RepaymentStatus } from '@cf/contracts';
import { daysBetween } from './dates';
import { percentOf } from './percent';

/** What a row's status is computed from: its due date, what it asks and what was paid, on which day. */
export interface RowFacts {
  expectedDate: string;
  totalRepayment: number;
  paid: number;
  /** The day the last payment on it arrived (YYYY-MM-DD). */
  paidDate: string | null;
  writtenOff: boolean;
}

export interface RowStanding {
  repaymentStatus: RepaymentStatus;
  paymentStatus: PaymentTiming;
  delayDays: number;
  /** Percent (2 decimals) of the row defaulted: outstanding ÷ total, once written off or 90 days late. */
  defaultRatio: number;
  receivedPercent: number;
  remainingPercent: number;
}


/**
 * C4.16 a row's status and timing on `today` (the service's clock, so tests move time instead of
 * waiting). Fully paid: early, on time or late by the day it was completed. Not fully paid: upcoming,
 * then awaiting payment within 14 days of the due date, then overdue (or partially paid) and late,
 * and "not paid" once more than 90 days late or written off. Lateness is counted, never charged.
 */
export function rowStanding(row: RowFacts, today: string): RowStanding {
  const outstanding = Math.max(0, row.totalRepayment - row.paid);
  const received = percentOf(Math.min(row.paid, row.totalRepayment), row.totalRepayment);
  const base = { receivedPercent: received, remainingPercent: (10_000 - received * 100) / 100 };
  if (outstanding === 0) {
    const delay = row.paidDate ? daysBetween(row.expectedDate, row.paidDate) : 0;
    const timing: PaymentTiming = delay < 0 ? 'early' : delay === 0 ? 'on_time' : 'late';
    return { ...base, repaymentStatus: 'fully_paid', paymentStatus: timing, delayDays: Math.max(0, delay), defaultRatio: 0 };
  }
  const late = daysBetween(row.expectedDate, today);
  const defaultRatio = row.writtenOff || late > REPAYMENT_LIMITS.defaultAfterDays ? percentOf(outstanding, row.totalRepayment) : 0;
  if (row.writtenOff) return { ...base, repaymentStatus: 'written_off', paymentStatus: 'not_paid', delayDays: Math.max(0, late), defaultRatio };
  if (late > 0) {
    return {
      ...base,
      repaymentStatus: row.paid > 0 ? 'partially_paid' : 'overdue',
      paymentStatus: late > REPAYMENT_LIMITS.defaultAfterDays ? 'not_paid' : 'late',
      delayDays: late,
      defaultRatio,
    };
  }
  const awaiting = -late <= REPAYMENT_LIMITS.awaitingDays;
  return {
    ...base,
    repaymentStatus: row.paid > 0 ? 'partially_paid' : awaiting ? 'awaiting_payment' : 'upcoming_payment',
    paymentStatus: awaiting ? 'awaiting' : 'upcoming',
    delayDays: 0,
    defaultRatio: 0,
  };
}
