import * as z from 'zod/mini';
import { answerBaisa, answerCount, answerId, answerList, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
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
export const SCHEDULE_ROW_KINDS = ['instalment', 'dividend'] as const;
export type ScheduleRowKind = (typeof SCHEDULE_ROW_KINDS)[number];

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

const text = (max = 200) => answerText(max);
const day = () => answerText(10);
const percent = () => z.number().check(z.minimum(0), z.maximum(100_000));
const days = () => z.int().check(z.minimum(0), z.maximum(1_000_000));
const orNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);

/** One row of a schedule (C3.11), every field computed from its dates and payments at the service's clock. */
export const scheduleRowSchema = z.object({
  id: answerId(),
  repaymentNumber: answerCount(),
  scheduleName: text(),
  kind: z.enum(SCHEDULE_ROW_KINDS),
  expectedDate: day(),
  /** The day the last payment on it arrived (the one that completed it when fully paid). */
  paidDate: orNull(day()),
  principal: answerBaisa(),
  /** Percent a year, the campaign's (for a dividend: null). */
  profitRate: orNull(percent()),
  profit: answerBaisa(),
  platformFees: answerBaisa(),
  /** Profit less the platform's fee on it: what investors earn on this row. */
  netProfit: answerBaisa(),
  totalRepayment: answerBaisa(),
  /** Paid on this row. */
  paid: answerBaisa(),
  /** Paid on this row and every earlier one. */
  totalPaidSoFar: answerBaisa(),
  outstandingAmount: answerBaisa(),
  /** What is still to be paid on the whole schedule after this row's payments. */
  remainingBalance: answerBaisa(),
  repaymentStatus: z.enum(REPAYMENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_TIMINGS),
  delayDays: days(),
  /** Percent of this row defaulted: outstanding ÷ total once it is more than 90 days late or written off. */
  defaultRatio: percent(),
  totalReceivedPercent: percent(),
  totalRemainingPercent: percent(),
  writtenOff: orNull(z.object({ reason: text(REPAYMENT_LIMITS.reasonMax), at: answerTimestamp() })),
  description: orNull(text(REPAYMENT_LIMITS.descriptionMax)),
});
export type ScheduleRowView = z.infer<typeof scheduleRowSchema>;

/** A row in the administrators' list, with its campaign. */
export const adminScheduleRowSchema = z.extend(scheduleRowSchema, { campaignId: answerId(), campaignName: text(), currency: text(3) });
export type AdminScheduleRowView = z.infer<typeof adminScheduleRowSchema>;

export const scheduleTotalsSchema = z.object({
  principal: answerBaisa(),
  profit: answerBaisa(),
  platformFees: answerBaisa(),
  totalRepayment: answerBaisa(),
  paid: answerBaisa(),
  outstanding: answerBaisa(),
  overdue: answerBaisa(),
});
export type ScheduleTotals = z.infer<typeof scheduleTotalsSchema>;

const scheduleCampaignFields = {
  campaignId: answerId(),
  campaignName: text(),
  slug: text(),
  termsSlug: z.enum(['equity', 'equity-with-dividends', 'debt']),
  currency: text(3),
  raised: answerBaisa(),
  investorsCount: answerCount(),
  terms: z.object({
    interestRate: orNull(percent()),
    termMonths: orNull(answerCount()),
    gracePeriodMonths: answerCount(),
    paymentFrequency: orNull(z.enum(PAYMENT_FREQUENCIES)),
    distributionOfNetProfit: orNull(percent()),
  }),
  /** C3.10 auto-repayment: the owner's wallet pays each row on its due date. */
  autoRepayment: z.boolean(),
  /** The owner may pay (their campaign) and declare dividends (equity with dividends). */
  canPay: z.boolean(),
  canDeclareDividend: z.boolean(),
};

/** A campaign's repayment tab (C2.14): its terms, the schedule, and what is paid. */
export const repaymentScheduleSchema = z.object({ ...scheduleCampaignFields, rows: answerList(scheduleRowSchema, 2000), totals: scheduleTotalsSchema });
export type RepaymentScheduleView = z.infer<typeof repaymentScheduleSchema>;

export type RepaymentPaymentState = 'pending' | 'paid' | 'failed';

/** A payment and its receipt (C2.16). */
export const repaymentPaymentSchema = z.object({
  id: answerId(),
  rowId: answerId(),
  repaymentNumber: answerCount(),
  campaignId: answerId(),
  campaignName: text(),
  currency: text(3),
  amount: answerBaisa(),
  /** From the wallet, automatic on the due date, or by card (repayment/online-repayment). */
  method: z.enum(['wallet', 'auto', 'card', 'offline']),
  state: z.enum(['pending', 'paid', 'failed']),
  /** Translated reason when it failed (C8.3 "repayment process failed"). */
  failureReason: orNull(text(2000)),
  transferId: text(100),
  createdAt: answerTimestamp(),
  paidAt: orNull(answerTimestamp()),
  /** Its distribution to the investors: `pending` until the batch is posted. */
  distribution: orNull(z.object({ id: answerId(), state: z.enum(['pending', 'credited']), fee: answerBaisa(), distributed: answerBaisa(), investorsCount: answerCount(), creditedAt: orNull(answerTimestamp()) })),
  row: z.object({ expectedDate: day(), totalRepayment: answerBaisa(), paid: answerBaisa(), outstandingAmount: answerBaisa() }),
});
export type RepaymentPaymentView = z.infer<typeof repaymentPaymentSchema>;

/** A preview of a schedule from terms (C7.4 calculate-total-repayment). */
export const repaymentPreviewSchema = z.object({
  principal: answerBaisa(),
  totalProfitAmount: answerBaisa(),
  totalRepayment: answerBaisa(),
  rows: answerList(z.object({ repaymentNumber: answerCount(), expectedDate: day(), principal: answerBaisa(), profit: answerBaisa(), totalRepayment: answerBaisa() }), 20_000),
});
export type RepaymentPreview = z.infer<typeof repaymentPreviewSchema>;

/** One row as an investor sees it (C2.25): their share of it (what the row will distribute, total less fee, pro rata). */
export const distributionRowSchema = z.object({
  rowId: answerId(),
  repaymentNumber: answerCount(),
  kind: z.enum(SCHEDULE_ROW_KINDS),
  expectedDate: day(),
  expected: answerBaisa(),
  received: answerBaisa(),
  lastCreditedAt: orNull(answerTimestamp()),
  repaymentStatus: z.enum(REPAYMENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_TIMINGS),
});
export type DistributionRowView = z.infer<typeof distributionRowSchema>;

export const distributionCampaignSchema = z.object({
  campaignId: answerId(),
  campaignName: text(),
  slug: text(),
  currency: text(3),
  holding: answerBaisa(),
  /** Percent of the campaign the investor holds (2 decimals). */
  holdingPercent: percent(),
  rows: answerList(distributionRowSchema, 2000),
  received: answerBaisa(),
  future: answerBaisa(),
});
export type DistributionCampaignView = z.infer<typeof distributionCampaignSchema>;

export const distributionScheduleSchema = z.object({ campaigns: answerList(distributionCampaignSchema, 1000), totals: z.object({ received: answerBaisa(), future: answerBaisa() }) });
export type DistributionScheduleView = z.infer<typeof distributionScheduleSchema>;

/** Received and future distributions per month (the schedule page's chart). */
export const distributionChartSchema = z.object({ months: answerList(z.object({ month: text(7), received: answerBaisa(), future: answerBaisa() }), 1200) });
export type DistributionChartView = z.infer<typeof distributionChartSchema>;

/** Default and late-payment figures over the last 36 months (what lending platforms publish); rates in percent (2 decimals). */
export const repaymentStatisticsSchema = z.object({
  since: day(),
  campaigns: answerCount(),
  rowsDue: answerCount(),
  expected: answerBaisa(),
  paid: answerBaisa(),
  paidOnTime: answerBaisa(),
  paidLate: answerBaisa(),
  /** Baisa more than 90 days late or written off. */
  defaulted: answerBaisa(),
  defaultRate: percent(),
  lateRate: percent(),
  averageDelayDays: z.number().check(z.minimum(0), z.maximum(1_000_000)),
});
export type RepaymentStatisticsView = z.infer<typeof repaymentStatisticsSchema>;

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

/** Issue 38: the same payment, by card; the card provider's fees are the payer's, on top. */
export const onlineRepaymentSchema = z.object({ ...z.omit(createRepaymentSchema, { paymentType: true }).shape, paymentType: z.enum(['card'], 'repayments.paymentTypeInvalid') });

/** The card payment as the payer goes on to it: the provider's page while it is to be paid, the fees and the total. */
export const repaymentCheckoutSchema = z.object({
  status: z.literal([0, 1, 2, 3, 4]),
  method: text(40),
  amount: answerBaisa(),
  totalFees: answerBaisa(),
  totalAmount: answerBaisa(),
  redirectUrl: orNull(text(2000)),
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
  answer: repaymentScheduleSchema,
});

export const repaymentScheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/repayment-schedule/:campaignId',
  access: 'public',
  context: 'repayments',
  summary: "C7.4 equity/repayment-schedule: a campaign's repayment schedule as anyone may read it on its page (dates, amounts, statuses).",
  answer: repaymentScheduleSchema,
});

export const singleRepaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/get-single-repayment/:rowId',
  access: 'user',
  context: 'repayments',
  summary: 'C2.15, C7.4 get-single-repayment: one row of a schedule, for the payment page (its owner and administrators).',
  answer: z.object({ campaign: z.object(scheduleCampaignFields), row: scheduleRowSchema }),
});

export const calculateTotalRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/calculate-total-repayment',
  access: 'public',
  context: 'repayments',
  summary: 'C7.4 calculate-total-repayment (totalProfitAmount): the schedule terms would give: profit fixed up front on the principal (rate a year × term), never compounding, split over the instalments after the grace period.',
  body: calculateRepaymentSchema,
  answer: repaymentPreviewSchema,
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
  answer: repaymentPaymentSchema,
});

export const onlineRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/online-repayment',
  access: 'user',
  context: 'repayments',
  summary: 'C7.4 online-repayment: the owner pays a row by card: the provider\'s page, then the wallet\'s settlement moves the money into the repayment escrow and the payment is distributed as one from the wallet. The paymentId makes a retry answer the same payment.',
  body: onlineRepaymentSchema,
  created: true,
  answer: z.object({ payment: repaymentPaymentSchema, checkout: orNull(repaymentCheckoutSchema) }),
});

export const processRepaymentEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'repayment/process-repayment/:paymentId',
  access: 'user',
  context: 'repayments',
  summary: "C7.4 process-repayment: finish a payment left pending (the wallet did not answer, the service restarted): the same idempotent steps, then its receipt. The payer or an administrator.",
  answer: repaymentPaymentSchema,
});

/** The same operation as process-repayment, under the path the specification also names (C7.4). */
export const checkAndProcessWalletRepaymentEndpoint = defineEndpoint({
  ...processRepaymentEndpoint,
  path: 'repayment/check-and-process-wallet-investment/:paymentId',
  summary: 'C7.4 check-and-process-wallet-investment: process-repayment under its other path.',
});

export const totalReservationsSchema = z.object({ campaignId: answerId(), currency: text(3), total: answerBaisa(), investors: answerCount() });
export type TotalReservationsView = z.infer<typeof totalReservationsSchema>;

export const totalReservationsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/totalReservations/:campaignId',
  access: 'user',
  context: 'repayments',
  summary: "C7.4 totalReservations: the investments a campaign closed with, which its repayments are split over pro rata (owner, administrators).",
  answer: totalReservationsSchema,
});

export const repaymentReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/receipt/:paymentId',
  access: 'user',
  context: 'repayments',
  summary: 'C2.16 A repayment\'s receipt: the payment, its outcome and its distribution (the payer and administrators).',
  answer: repaymentPaymentSchema,
});

export const createAutoRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/create-auto-repayment',
  access: 'user',
  context: 'repayments',
  summary: "C3.10, C7.4 create-auto-repayment: the owner switches automatic repayment on or off: each row due is paid from the owner's wallet on its due date (a shortfall is told as \"repayment process failed\").",
  body: autoRepaymentSchema,
  answer: z.object({ campaignId: answerId(), autoRepayment: z.boolean() }),
});

export const declareDividendEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/declare-dividend',
  access: 'user',
  context: 'repayments',
  summary: 'C3.10 The owner of a successful equity-with-dividends campaign declares a dividend: a schedule row of type dividend, due on its date, distributed pro rata when paid.',
  body: declareDividendSchema,
  created: true,
  answer: scheduleRowSchema,
});

export const adminRepaymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/admin/repayments',
  access: 'admin',
  context: 'repayments',
  summary: "C6.4 Administrators' view of schedules: rows overdue, awaiting payment or written off across campaigns, oldest due first.",
  query: adminRepaymentsQuerySchema,
  answer: listPageOf(adminScheduleRowSchema),
});

/** C1.3, C6.4 a repayment received outside the platform: recorded by one administrator, approved or declined by another. */
export const OFFLINE_REPAYMENT_STATUSES = ['awaiting_approval', 'approved', 'declined'] as const;
export type OfflineRepaymentStatus = (typeof OFFLINE_REPAYMENT_STATUSES)[number];

export const offlineRepaymentSchema = z.object({
  /** Made by the form when it opens (a UUID): sending it again answers the same request. */
  requestId: z.string('repayments.paymentIdInvalid').check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'repayments.paymentIdInvalid')),
  rowId: id('repayments.rowRequired'),
  amount: baisa('repayments.amountInvalid'),
  /** The bank's reference of the transfer the owner made. */
  reference: z.string('repayments.referenceRequired').check(z.trim(), z.minLength(1, 'repayments.referenceRequired'), z.maxLength(100, 'repayments.referenceRequired')),
  note: z.optional(z.string('common.invalidFormat').check(z.trim(), z.maxLength(REPAYMENT_LIMITS.reasonMax, 'repayments.reasonTooLong'))),
});

export const offlineRepaymentRequestSchema = z.object({
  id: answerId(),
  rowId: answerId(),
  repaymentNumber: answerCount(),
  campaignId: answerId(),
  campaignName: text(),
  currency: text(3),
  amount: answerBaisa(),
  reference: text(100),
  note: orNull(text(500)),
  status: z.enum(OFFLINE_REPAYMENT_STATUSES),
  makerId: answerId(),
  checkerId: orNull(answerId()),
  declineReason: orNull(text(500)),
  /** Once approved: the payment (same id) and its distribution. */
  payment: orNull(repaymentPaymentSchema),
  /** Who told the platform of it: an administrator, or the owner with the transfer's proof (upload-user-contact). */
  reportedBy: z.enum(['admin', 'owner']),
  /** Whether the owner's proof of the transfer is on file (read it at .../offline-repayments/{id}/proof). */
  hasProof: z.boolean(),
  createdAt: answerTimestamp(),
  decidedAt: orNull(answerTimestamp()),
});
export type OfflineRepaymentRequestView = z.infer<typeof offlineRepaymentRequestSchema>;

export const recordOfflineRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/admin/offline-repayments',
  access: 'admin',
  context: 'repayments',
  summary: 'C1.3, C6.4 Record a repayment the owner paid outside the platform (its bank reference): the amount is set aside on the row until another administrator approves or declines it.',
  body: offlineRepaymentSchema,
  created: true,
  answer: offlineRepaymentRequestSchema,
});

export const offlineRepaymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/admin/offline-repayments',
  access: 'admin',
  context: 'repayments',
  summary: 'C6.4 Repayments received outside the platform, by status, oldest first.',
  query: z.object({ status: z.optional(z.enum(OFFLINE_REPAYMENT_STATUSES, 'common.invalidFormat')), limit: pageLimit() }),
  answer: listPageOf(offlineRepaymentRequestSchema),
});

export const approveOfflineRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/admin/offline-repayments/:id/approve',
  access: 'admin',
  context: 'repayments',
  summary: 'C1.3 A second administrator approves: the amount moves from the bank transfers\' clearing account into the repayment escrow and is distributed as any payment. Repeating it answers the same.',
  answer: offlineRepaymentRequestSchema,
});

export const declineOfflineRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/admin/offline-repayments/:id/decline',
  access: 'admin',
  context: 'repayments',
  summary: 'C1.3, C6.4 A second administrator declines with a reason: the amount set aside on the row is free again.',
  body: writeOffSchema,
  answer: offlineRepaymentRequestSchema,
});

/** What a proof of transfer may weigh (as a bank-transfer slip of a top-up, A3.12). */
export const PAYMENT_PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const ownerOfflineRepaymentSchema = z.object({
  ...offlineRepaymentSchema.shape,
  /** The transfer's proof (bank slip or statement line) as a data URL: PDF, PNG or JPEG up to 5 MB. */
  proof: z.string('repayments.proofRequired').check(z.minLength(1, 'repayments.proofRequired'), z.maxLength(7 * 1024 * 1024, 'repayments.proofTooLarge')),
});

/**
 * C7.4 `upload-user-contact`: the specification names the path only. Read as the owner's side of
 * C1.3 (ADR 0028): the owner tells the platform of an instalment paid outside it, with the transfer's
 * proof; it waits as an offline repayment for an administrator to approve or decline.
 */
export const ownerOfflineRepaymentEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'repayment/upload-user-contact',
  access: 'user',
  context: 'repayments',
  summary: "C7.4 The campaign's owner reports an instalment paid outside the platform (bank transfer): its reference, amount and proof (PDF, PNG or JPEG up to 5 MB). The amount is set aside on the row until an administrator approves it (it is then distributed) or declines it with a reason. Sending the same requestId again answers the same report.",
  body: ownerOfflineRepaymentSchema,
  answer: offlineRepaymentRequestSchema,
});

export const offlineRepaymentProofEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/admin/offline-repayments/:id/proof',
  access: 'admin',
  context: 'repayments',
  summary: "C1.3 The owner's proof of an offline repayment's transfer, to check against the bank before approving.",
  produces: ['application/pdf', 'image/png', 'image/jpeg'],
});

/** Issue 38: every repayment payment of a period, for administrators, streamed as CSV. */
export const adminRepaymentsExportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/admin/export/payments.csv',
  access: 'admin',
  context: 'repayments',
  summary: 'Every repayment payment made in the period (`from`, `to`: YYYY-MM-DD, Muscat days, inclusive; the last 90 days by default) with its distribution, as CSV, streamed.',
  query: z.object({ from: z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'repayments.dateInvalid'))), to: z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'repayments.dateInvalid'))) }),
  produces: ['text/csv'],
});

export const writeOffRepaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'repayment/admin/write-off/:rowId',
  access: 'admin',
  context: 'repayments',
  summary: 'C4.16 An administrator writes off what is outstanding on a row, with a reason (kept and shown); it counts as defaulted.',
  body: writeOffSchema,
  answer: scheduleRowSchema,
});

export const repaymentStatisticsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/statistics',
  access: 'public',
  context: 'repayments',
  summary: "Default and late-payment figures of the last 36 months, platform-wide or for one campaign's owner (every campaign of that owner), computed from the schedules and payments.",
  query: statisticsQuerySchema,
  answer: repaymentStatisticsSchema,
});

export const distributionScheduleListEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-distribution-schedule-list',
  access: 'user',
  context: 'repayments',
  summary: "C2.25, C7.9 get-distribution-schedule-list: the investor's distribution schedule, for one campaign or all: each row's expected share, what was received, its status.",
  query: distributionQuerySchema,
  answer: distributionScheduleSchema,
});

export const distributionChartEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-distribution-chart-data',
  access: 'user',
  context: 'repayments',
  summary: 'C2.25, C7.9 get-distribution-chart-data: received and future distributions per month.',
  query: distributionQuerySchema,
  answer: distributionChartSchema,
});

export const futureDistributionEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-future-distribution',
  access: 'user',
  context: 'repayments',
  summary: 'C7.9 get-future-distribution: what the investor is still to receive, and the next expected distribution.',
  query: distributionQuerySchema,
  answer: z.object({ future: answerBaisa(), next: z.nullable(z.object({ date: day(), amount: answerBaisa(), campaignName: text() })) }),
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
  answer: distributionChartSchema,
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
