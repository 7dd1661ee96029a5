import * as z from 'zod/mini';
import type { ListPage } from '../../http/envelope';
import { defineEndpoint, responseOf } from '../define-endpoint';
import { pageLimit } from '../identity/fields';

/**
 * Repayments and distributions (C2.14-C2.16, C2.25, C3.10, C3.11, C4.16, C7.4, C7.9, C8.3, C9.5):
 * a successful debt campaign's schedule (principal and a profit fixed up front, murabaha-style, never
 * compounding; lateness never adds anything), dividends an equity-with-dividends owner declares, the
 * owner's payments (whole or partial, from the wallet, or automatically on the due date), and each
 * payment's distribution to every investor pro rata to their holding, the platform's fee withheld.
 */

/** C3.10 payment frequency; semi-annually is the wizard's own (C3.7). */
export const PAYMENT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'semi-annually', 'yearly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** C4.16 repayment schedule status of a row. */
export const REPAYMENT_STATUSES = ['upcoming_payment', 'awaiting_payment', 'fully_paid', 'partially_paid', 'overdue', 'written_off'] as const;
export type RepaymentStatus = (typeof REPAYMENT_STATUSES)[number];
/** C4.16 timing of a row's payment. */
export const PAYMENT_TIMINGS = ['upcoming', 'awaiting', 'early', 'on_time', 'late', 'not_paid'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];

/** C3.10 repayment type: an instalment of a debt campaign (interest and return of investment) or a dividend. */
export type ScheduleRowKind = 'instalment' | 'dividend';

export const REPAYMENT_LIMITS = {
  /** Baisa: a payment or a dividend, OMR 10 billion at most. */
  amountMax: 10_000_000_000_000,
  reasonMax: 500,
  descriptionMax: 500,
  /** Days before the due date a row is "awaiting payment" (and the owner is reminded). */
  awaitingDays: 14,
  /** Days past due after which an unpaid row counts as defaulted ("not paid"). */
  defaultAfterDays: 90,
} as const;

const id = (key: string) => z.string(key).check(z.minLength(1, key), z.maxLength(36, key));
const baisa = (key: string) => z.number(key).check(z.int(key), z.minimum(1, key), z.maximum(REPAYMENT_LIMITS.amountMax, key));
const isoDate = (key: string) => z.string(key).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, key));

/** One row of a schedule (C3.11), every field computed from its dates and payments at the service's clock. */
export interface ScheduleRowView {
  id: string;
  repaymentNumber: number;
  scheduleName: string;
  kind: ScheduleRowKind;
  expectedDate: string;
  /** The day the last payment on it arrived (the one that completed it when fully paid). */
  paidDate: string | null;
  principal: number;
  /** Percent a year, the campaign's (for a dividend: null). */
  profitRate: number | null;
  profit: number;
  platformFees: number;
  /** Profit less the platform's fee on it: what investors earn on this row. */
  netProfit: number;
  totalRepayment: number;
  /** Paid on this row. */
  paid: number;
  /** Paid on this row and every earlier one. */
  totalPaidSoFar: number;
  outstandingAmount: number;
  /** What is still to be paid on the whole schedule after this row's payments. */
  remainingBalance: number;
  repaymentStatus: RepaymentStatus;
  paymentStatus: PaymentTiming;
  delayDays: number;
  /** Percent of this row defaulted: outstanding ÷ total once it is more than 90 days late or written off. */
  defaultRatio: number;
  totalReceivedPercent: number;
  totalRemainingPercent: number;
  writtenOff: { reason: string; at: string } | null;
  description: string | null;
}

/** A row in the administrators' list, with its campaign. */
export interface AdminScheduleRowView extends ScheduleRowView {
  campaignId: string;
  campaignName: string;
  currency: string;
}

export interface ScheduleTotals {
  principal: number;
  profit: number;
  platformFees: number;
  totalRepayment: number;
  paid: number;
  outstanding: number;
  overdue: number;
}

/** A campaign's repayment tab (C2.14): its terms, the schedule, and what is paid. */
export interface RepaymentScheduleView {
  campaignId: string;
  campaignName: string;
  slug: string;
  termsSlug: 'equity' | 'equity-with-dividends' | 'debt';
  currency: string;
  raised: number;
  investorsCount: number;
  terms: { interestRate: number | null; termMonths: number | null; gracePeriodMonths: number; paymentFrequency: PaymentFrequency | null; distributionOfNetProfit: number | null };
  /** C3.10 auto-repayment: the owner's wallet pays each row on its due date. */
  autoRepayment: boolean;
  /** The owner may pay (their campaign) and declare dividends (equity with dividends). */
  canPay: boolean;
  canDeclareDividend: boolean;
  rows: ScheduleRowView[];
  totals: ScheduleTotals;
}

export type RepaymentPaymentState = 'pending' | 'paid' | 'failed';

/** A payment and its receipt (C2.16). */
export interface RepaymentPaymentView {
  id: string;
  rowId: string;
  repaymentNumber: number;
  campaignId: string;
  campaignName: string;
  currency: string;
  amount: number;
  method: 'wallet' | 'auto';
  state: RepaymentPaymentState;
  /** Translated reason when it failed (C8.3 "repayment process failed"). */
  failureReason: string | null;
  transferId: string;
  createdAt: string;
  paidAt: string | null;
  /** Its distribution to the investors: `pending` until the batch is posted. */
  distribution: { id: string; state: 'pending' | 'credited'; fee: number; distributed: number; investorsCount: number; creditedAt: string | null } | null;
  row: { expectedDate: string; totalRepayment: number; paid: number; outstandingAmount: number };
}

/** A preview of a schedule from terms (C7.4 calculate-total-repayment). */
export interface RepaymentPreview {
  principal: number;
  totalProfitAmount: number;
  totalRepayment: number;
  rows: Array<{ repaymentNumber: number; expectedDate: string; principal: number; profit: number; totalRepayment: number }>;
}

/** One row as an investor sees it (C2.25): their share of it. */
export interface DistributionRowView {
  rowId: string;
  repaymentNumber: number;
  kind: ScheduleRowKind;
  expectedDate: string;
  /** The investor's share of what the row will distribute (total less fee, pro rata). */
  expected: number;
  received: number;
  lastCreditedAt: string | null;
  repaymentStatus: RepaymentStatus;
  paymentStatus: PaymentTiming;
}

export interface DistributionCampaignView {
  campaignId: string;
  campaignName: string;
  slug: string;
  currency: string;
  holding: number;
  /** Percent of the campaign the investor holds (2 decimals). */
  holdingPercent: number;
  rows: DistributionRowView[];
  received: number;
  future: number;
}

export interface DistributionScheduleView {
  campaigns: DistributionCampaignView[];
  totals: { received: number; future: number };
}

/** Received and future distributions per month (the schedule page's chart). */
export interface DistributionChartView {
  months: Array<{ month: string; received: number; future: number }>;
}

/** Default and late-payment figures over the last 36 months (what lending platforms publish). */
export interface RepaymentStatisticsView {
  since: string;
  campaigns: number;
  rowsDue: number;
  expected: number;
  paid: number;
  paidOnTime: number;
  paidLate: number;
  /** Baisa more than 90 days late or written off. */
  defaulted: number;
  /** Percent of what fell due (2 decimals). */
  defaultRate: number;
  lateRate: number;
  averageDelayDays: number;
}

export const createRepaymentSchema = z.object({
  /**
   * The payment's id, made by the client when the form opens (a UUID): sending it again (a retry
   * after a timeout or a crash) answers that payment's real outcome and never pays twice.
   */
  paymentId: z.string('repayments.paymentIdInvalid').check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'repayments.paymentIdInvalid')),
  rowId: id('repayments.rowRequired'),
  amount: baisa('repayments.amountInvalid'),
  paymentType: z.enum(['wallet'], 'repayments.paymentTypeInvalid'),
});

export const autoRepaymentSchema = z.object({
  campaignId: id('repayments.campaignRequired'),
  enabled: z.boolean('common.invalidFormat'),
});

export const declareDividendSchema = z.object({
  campaignId: id('repayments.campaignRequired'),
  amount: baisa('repayments.amountInvalid'),
  expectedDate: isoDate('repayments.dateInvalid'),
  description: z.optional(z.string('common.invalidFormat').check(z.maxLength(REPAYMENT_LIMITS.descriptionMax, 'repayments.descriptionTooLong'))),
});

export const calculateRepaymentSchema = z.object({
  principal: baisa('repayments.principalInvalid'),
  interestRate: z.number('repayments.rateInvalid').check(z.minimum(0, 'repayments.rateInvalid'), z.maximum(100, 'repayments.rateInvalid')),
  termMonths: z.number('repayments.termInvalid').check(z.int('repayments.termInvalid'), z.minimum(1, 'repayments.termInvalid'), z.maximum(600, 'repayments.termInvalid')),
  gracePeriodMonths: z.optional(z.number('repayments.graceInvalid').check(z.int('repayments.graceInvalid'), z.minimum(0, 'repayments.graceInvalid'), z.maximum(120, 'repayments.graceInvalid'))),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES, 'repayments.frequencyInvalid'),
  startDate: z.optional(isoDate('repayments.dateInvalid')),
});

export const writeOffSchema = z.object({
  reason: z.string('repayments.reasonRequired').check(z.trim(), z.minLength(3, 'repayments.reasonRequired'), z.maxLength(REPAYMENT_LIMITS.reasonMax, 'repayments.reasonTooLong')),
});

export const distributionQuerySchema = z.object({
  campaignId: z.optional(z.string('common.invalidFormat').check(z.maxLength(36, 'common.invalidFormat'))),
});

export const distributionReportQuerySchema = z.object({
  campaignId: z.optional(z.string('common.invalidFormat').check(z.maxLength(36, 'common.invalidFormat'))),
  format: z.optional(z.enum(['csv', 'pdf'], 'common.invalidFormat')),
});

export const adminRepaymentsQuerySchema = z.object({
  status: z.optional(z.enum(['all', 'overdue', 'awaiting', 'written_off'], 'common.invalidFormat')),
  limit: pageLimit(),
});

export const statisticsQuerySchema = z.object({
  campaignId: z.optional(z.string('common.invalidFormat').check(z.maxLength(36, 'common.invalidFormat'))),
});

export const getRepaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/get-repayment/:campaignId',
  access: 'user',
  context: 'repayments',
  summary: "C2.14, C3.11, C4.16, C7.4 get-repayment: a campaign's repayment tab for its owner and administrators: terms, every row of the schedule with its status, paid and outstanding amounts.",
  response: responseOf<RepaymentScheduleView>(),
});

export const repaymentScheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/repayment-schedule/:campaignId',
  access: 'public',
  context: 'repayments',
  summary: "C7.4 equity/repayment-schedule: a campaign's repayment schedule as anyone may read it on its page (dates, amounts, statuses).",
  response: responseOf<RepaymentScheduleView>(),
});

export const singleRepaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/get-single-repayment/:rowId',
  access: 'user',
  context: 'repayments',
  summary: 'C2.15, C7.4 get-single-repayment: one row of a schedule, for the payment page (its owner and administrators).',
  response: responseOf<{ campaign: Omit<RepaymentScheduleView, 'rows' | 'totals'>; row: ScheduleRowView }>(),
});

export const calculateTotalRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/calculate-total-repayment',
  access: 'public',
  context: 'repayments',
  summary: 'C7.4 calculate-total-repayment (totalProfitAmount): the schedule terms would give: profit fixed up front on the principal (rate a year × term), never compounding, split over the instalments after the grace period.',
  body: calculateRepaymentSchema,
  response: responseOf<RepaymentPreview>(),
});

export const createRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/create-repayment',
  access: 'user',
  context: 'repayments',
  summary:
    "C2.15, C7.4 create-repayment: the owner pays a row (whole or part of what is outstanding) from the wallet; the payment is distributed to every investor pro rata in one ledger batch, the platform's fee withheld. The client's paymentId makes a retry answer the same payment.",
  body: createRepaymentSchema,
  example: { paymentId: '0d9f4c1e-6a57-4b1f-9a53-2f0c8e7b4d21', rowId: '7b1e2a90-3c4d-4e5f-8a9b-0c1d2e3f4a5b', amount: 1_250_000, paymentType: 'wallet' },
  created: true,
  response: responseOf<RepaymentPaymentView>(),
});

export const processRepaymentEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'repayment/process-repayment/:paymentId',
  access: 'user',
  context: 'repayments',
  summary: "C7.4 process-repayment: finish a payment left pending (the wallet did not answer, the service restarted): the same idempotent steps, then its receipt. The payer or an administrator.",
  response: responseOf<RepaymentPaymentView>(),
});

export const repaymentReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/receipt/:paymentId',
  access: 'user',
  context: 'repayments',
  summary: 'C2.16 A repayment\'s receipt: the payment, its outcome and its distribution (the payer and administrators).',
  response: responseOf<RepaymentPaymentView>(),
});

export const createAutoRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/create-auto-repayment',
  access: 'user',
  context: 'repayments',
  summary: "C3.10, C7.4 create-auto-repayment: the owner switches automatic repayment on or off: each row due is paid from the owner's wallet on its due date (a shortfall is told as \"repayment process failed\").",
  body: autoRepaymentSchema,
  response: responseOf<{ campaignId: string; autoRepayment: boolean }>(),
});

export const declareDividendEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/declare-dividend',
  access: 'user',
  context: 'repayments',
  summary: 'C3.10 The owner of a successful equity-with-dividends campaign declares a dividend: a schedule row of type dividend, due on its date, distributed pro rata when paid.',
  body: declareDividendSchema,
  created: true,
  response: responseOf<ScheduleRowView>(),
});

export const adminRepaymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/admin/repayments',
  access: 'admin',
  context: 'repayments',
  summary: "C6.4 Administrators' view of schedules: rows overdue, awaiting payment or written off across campaigns, oldest due first.",
  query: adminRepaymentsQuerySchema,
  response: responseOf<ListPage<AdminScheduleRowView>>(),
});

export const writeOffRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/admin/write-off/:rowId',
  access: 'admin',
  context: 'repayments',
  summary: 'C4.16 An administrator writes off what is outstanding on a row, with a reason (kept and shown); it counts as defaulted.',
  body: writeOffSchema,
  response: responseOf<ScheduleRowView>(),
});

export const repaymentStatisticsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/statistics',
  access: 'public',
  context: 'repayments',
  summary: "Default and late-payment figures of the last 36 months, platform-wide or for one campaign's owner (every campaign of that owner), computed from the schedules and payments.",
  query: statisticsQuerySchema,
  response: responseOf<RepaymentStatisticsView>(),
});

export const distributionScheduleListEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-distribution-schedule-list',
  access: 'user',
  context: 'repayments',
  summary: "C2.25, C7.9 get-distribution-schedule-list: the investor's distribution schedule, for one campaign or all: each row's expected share, what was received, its status.",
  query: distributionQuerySchema,
  response: responseOf<DistributionScheduleView>(),
});

export const distributionChartEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-distribution-chart-data',
  access: 'user',
  context: 'repayments',
  summary: 'C2.25, C7.9 get-distribution-chart-data: received and future distributions per month.',
  query: distributionQuerySchema,
  response: responseOf<DistributionChartView>(),
});

export const futureDistributionEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-future-distribution',
  access: 'user',
  context: 'repayments',
  summary: 'C7.9 get-future-distribution: what the investor is still to receive, and the next expected distribution.',
  query: distributionQuerySchema,
  response: responseOf<{ future: number; next: { date: string; amount: number; campaignName: string } | null }>(),
});

export const distributionGraphQuerySchema = z.object({
  transactionYear: z.optional(z.string('common.invalidFormat').check(z.regex(/^\d{4}$/, 'common.invalidFormat'))),
  currencyId: z.optional(z.string('common.invalidFormat').check(z.maxLength(3, 'common.invalidFormat'))),
});

export const distributionGraphEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-graph-by-transactions-for-distribution',
  access: 'user',
  context: 'repayments',
  summary: "C7.9 get-graph-by-transactions-for-distribution: distributions received per month of one year (transactionYear, this year by default).",
  query: distributionGraphQuerySchema,
  response: responseOf<DistributionChartView>(),
});

export const distributionReportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-campaign-distribution-schedule-report',
  access: 'user',
  context: 'repayments',
  summary: "C7.9 get-campaign-distribution-schedule-report: the investor's distribution schedule as a CSV file (format=csv) or a PDF (format=pdf), in the caller's language.",
  produces: ['text/csv', 'application/pdf'],
  query: distributionReportQuerySchema,
});
