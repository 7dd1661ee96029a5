import * as z from 'zod/mini';
import { answerBaisa, answerCount, answerId, answerList, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit } from '../identity/fields';
import { CONTRACT_STATES } from './contract-signatures';

/**
 * Investing (C1.1, C2.17-C2.20, C2.24, C3.9, C4.15, C5.11, C5.13, C5.15, C7.6, C7.9, C8.3, C9.1):
 * an investor takes up a campaign's offer by amount or share units within the campaign's bounds and
 * their own limits, pays by wallet (a hold), and follows the investment in /investments.
 */

/** C4.15 transaction status (numeric): 0 pending, 1 in process, 2 success, 3 rejected, 4 failed. */
export const INVESTMENT_STATUS = { pending: 0, inProcess: 1, success: 2, rejected: 3, failed: 4 } as const;
export type InvestmentStatusValue = (typeof INVESTMENT_STATUS)[keyof typeof INVESTMENT_STATUS];

/**
 * Where an investment stands. `reserved`: amount chosen, capacity and limit reserved, not paid yet
 * (status 0). `processing`: payment under way (1). `committed`: paid, still cancellable (2).
 * `confirmed`: the cancellation window ended, the money is in the campaign's escrow (2).
 * `cancelled` by the investor within the window (3). `failed` payment, or `expired` unpaid
 * reservation (4). `refunded`: the campaign closed unsuccessful and the money went back to the
 * investor's wallet ("campaign unsuccessful", 3).
 */
export const INVESTMENT_STATES = ['reserved', 'processing', 'committed', 'confirmed', 'cancelled', 'failed', 'expired', 'refunded'] as const;
export type InvestmentState = (typeof INVESTMENT_STATES)[number];
export const STATUS_OF_STATE: Record<InvestmentState, InvestmentStatusValue> = {
  reserved: 0,
  processing: 1,
  committed: 2,
  confirmed: 2,
  cancelled: 3,
  failed: 4,
  expired: 4,
  refunded: 3,
};

/**
 * C1.5: how an investment is paid. Card and bank transfer go through the wallet's providers: the
 * payment tops the investor's wallet up and becomes the investment's hold in the same transaction.
 */
export const INVESTMENT_PAYMENT_TYPES = ['wallet', 'card', 'bank_transfer', 'paypal'] as const;
/** Paid through a provider (its page, or the platform's account for a transfer): the wallet places the hold when the money arrives. */
export const PROVIDER_PAYMENT_TYPES = ['card', 'bank_transfer', 'paypal'] as const;
export const isProviderPaymentType = (type: string | null | undefined): type is (typeof PROVIDER_PAYMENT_TYPES)[number] => (PROVIDER_PAYMENT_TYPES as readonly unknown[]).includes(type);
export type InvestmentPaymentType = (typeof INVESTMENT_PAYMENT_TYPES)[number];

export const INVESTMENT_LIMITS = {
  /** Baisa: OMR 10 billion, beyond any goal a campaign may set. */
  amountMax: 10_000_000_000_000,
  shareUnitsMax: 1_000_000_000,
  searchMax: 100,
  /** C9.1: my investments grow by 3, then 10. */
  firstPage: 3,
  nextPage: 10,
} as const;

const mustAccept = (key: string) => z.boolean(key).check(z.refine((accepted) => accepted, key));

/**
 * C5.11, C5.13: an amount in baisa or a number of share units (one of them), and both
 * acknowledgements. The bounds (minimum, maximum, step, available) are the campaign's: the service
 * checks them, and the invest panel shows them before the investor types.
 */
export const createInvestmentSchema = z
  .object({
    amount: z.optional(
      z.number('investments.amountInvalid').check(z.int('investments.amountInvalid'), z.minimum(1, 'investments.amountInvalid'), z.maximum(INVESTMENT_LIMITS.amountMax, 'investments.amountInvalid')),
    ),
    shareUnits: z.optional(
      z.number('investments.shareUnitsInvalid').check(z.int('investments.shareUnitsInvalid'), z.minimum(1, 'investments.shareUnitsTooFew'), z.maximum(INVESTMENT_LIMITS.shareUnitsMax, 'investments.shareUnitsInvalid')),
    ),
    acceptTerms: mustAccept('investments.acceptTerms'),
    acceptRisk: mustAccept('investments.acceptRisk'),
    /** A2.12, A4.12: invest for one of the guardian's children (paid from the child's wallet, within the child's own limits). */
    childId: z.optional(z.string('investments.childNotFound').check(z.minLength(1, 'investments.childNotFound'), z.maxLength(36, 'investments.childNotFound'))),
  })
  .check(
    z.refine((body) => (body.amount === undefined) !== (body.shareUnits === undefined), { message: 'investments.amountOrUnitsRequired', path: ['amount'] }),
  );
export type CreateInvestmentInput = z.input<typeof createInvestmentSchema>;

export const processInvestmentSchema = z.object({
  paymentType: z.enum(['wallet'], 'investments.paymentTypeInvalid'),
});

/** C7.6 the card provider's session (card) or the bank transfer's instructions for a reserved investment. */
export const investmentCheckoutSchema = z.object({
  investmentId: z.string('investments.investmentIdRequired').check(z.minLength(1, 'investments.investmentIdRequired'), z.maxLength(36, 'investments.notFound')),
  paymentType: z.enum(PROVIDER_PAYMENT_TYPES, 'investments.paymentTypeInvalid'),
});

/** C7.7 the PayPal paths name the investment only: the method is theirs. */
export const paypalInvestmentSchema = z.object({ investmentId: investmentCheckoutSchema.shape.investmentId });

export const cancelInvestmentSchema = z.object({
  status: z.literal('cancelled', 'investments.cancelStatusInvalid'),
});

export const receiptQuerySchema = z.object({
  investmentId: z.string('investments.investmentIdRequired').check(z.minLength(1, 'investments.investmentIdRequired'), z.maxLength(36, 'investments.notFound')),
});

export const myInvestmentsQuerySchema = z.object({
  limit: pageLimit(),
  search: z.optional(z.string('common.invalidFormat').check(z.maxLength(INVESTMENT_LIMITS.searchMax, 'common.invalidFormat'))),
  status: z.optional(z.enum(['all', '0', '1', '2', '3', '4'], 'common.invalidFormat')),
  currencyId: z.optional(z.string('common.invalidFormat').check(z.maxLength(3, 'common.invalidFormat'))),
});

export const graphQuerySchema = z.object({
  transactionYear: z.optional(z.string('common.invalidFormat').check(z.regex(/^\d{4}$/, 'common.invalidFormat'))),
  currencyId: z.optional(z.string('common.invalidFormat').check(z.maxLength(3, 'common.invalidFormat'))),
});

const text = (max = 200) => answerText(max);
const orNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);
const percent = () => z.number().check(z.minimum(0), z.maximum(100_000));
const statusValue = z.literal([INVESTMENT_STATUS.pending, INVESTMENT_STATUS.inProcess, INVESTMENT_STATUS.success, INVESTMENT_STATUS.rejected, INVESTMENT_STATUS.failed]);
const termsSlug = z.enum(['equity', 'equity-with-dividends', 'debt']);

/** One limit of the investor's class and how much of it is used (baisa; `limit` null: none). */
export const limitUsageSchema = z.object({ limit: orNull(answerBaisa()), used: answerBaisa() });
export type LimitUsage = z.infer<typeof limitUsageSchema>;

/** The invest panel (C2.17): the campaign's bounds, what is left, and the investor's standing and limits. */
export const investOfferSchema = z.object({
  campaignId: answerId(),
  campaignName: text(),
  slug: text(),
  currency: text(3),
  termsSlug,
  /** `open`, `not-open` (before the opening date and time), `closed`, `funded` (no room left). */
  state: z.enum(['open', 'not-open', 'closed', 'funded']),
  opensAt: orNull(answerTimestamp()),
  closeDate: orNull(answerTimestamp()),
  accreditedOnly: z.boolean(),
  minimum: answerBaisa(),
  maximum: answerBaisa(),
  step: answerBaisa(),
  available: answerBaisa(),
  pricePerShare: orNull(answerBaisa()),
  /** Share units: at least 1, at most this (null without a share price). */
  maxShareUnits: orNull(answerCount()),
  investor: orNull(
    z.object({
      verificationStatus: orNull(text(40)),
      verified: z.boolean(),
      accredited: z.boolean(),
      investorClass: orNull(text(40)),
      perTransaction: orNull(answerBaisa()),
      perCampaign: limitUsageSchema,
      perMonth: limitUsageSchema,
      rolling12Months: z.extend(limitUsageSchema, { renewsOn: orNull(answerTimestamp()) }),
      total: limitUsageSchema,
      /** The most this investor may invest in this campaign now (bounds, room and limits together). */
      maxNow: answerBaisa(),
      /** No investment yet: the panel shows the risk warning first. */
      firstInvestment: z.boolean(),
    }),
  ),
  cancellation: z.object({ hours: answerCount(), notWithinHoursOfClose: answerCount() }),
  /** How long a chosen amount keeps its place before it is paid. */
  reservationMinutes: answerCount(),
});
export type InvestOfferView = z.infer<typeof investOfferSchema>;

export const investmentSchema = z.object({
  _id: answerId(),
  id: answerId(),
  investorId: answerId(),
  campaignId: answerId(),
  campaignName: text(),
  campaignSlug: text(),
  currency: text(3),
  amount: answerBaisa(),
  shareUnits: orNull(answerCount()),
  sharePrice: orNull(answerBaisa()),
  /** Share of the goal bought, in percent (two decimals). */
  ownership: percent(),
  status: statusValue,
  state: z.enum(INVESTMENT_STATES),
  paymentType: orNull(z.enum(INVESTMENT_PAYMENT_TYPES)),
  gateway: orNull(text(40)),
  referenceId: text(40),
  transactionId: orNull(answerId()),
  failureReason: orNull(text(2000)),
  /** Until when the investor may cancel without a reason (null: no longer, or not paid). */
  cancellableUntil: orNull(answerTimestamp()),
  cancellable: z.boolean(),
  offerShownAt: answerTimestamp(),
  acceptedAt: answerTimestamp(),
  /** An unpaid reservation keeps its place until then. */
  reservedUntil: answerTimestamp(),
  paidAt: orNull(answerTimestamp()),
  cancelledAt: orNull(answerTimestamp()),
  createdAt: answerTimestamp(),
  /** C3.9, C4.14 the contract: unsigned, a code waiting, under review, accepted, or rejected (to sign again). */
  contractStatus: z.enum(CONTRACT_STATES),
});
export type InvestmentView = z.infer<typeof investmentSchema>;

/** A card or bank-transfer payment of an investment, as the wallet keeps it (A4.6 status; what the payer pays: amount plus fees). */
export const investmentPaymentSchema = z.object({
  method: text(40),
  transactionId: answerId(),
  transactionNumber: text(40),
  status: statusValue,
  amount: answerBaisa(),
  totalFees: answerBaisa(),
  totalAmount: answerBaisa(),
  /** The card provider's page while the payment is still to be made. */
  redirectUrl: orNull(text(2000)),
  /** Where to send a bank transfer; the reference is `transactionNumber`. */
  bankTransfer: orNull(z.object({ bankName: text(), accountName: text(), iban: text(64), swift: text(20) })),
});
export type InvestmentPaymentView = z.infer<typeof investmentPaymentSchema>;

/** An investment and, unless paid from the wallet, its card or bank-transfer payment. */
export const investmentCheckoutAnswerSchema = z.object({ investment: investmentSchema, payment: orNull(investmentPaymentSchema) });
export type InvestmentCheckoutView = z.infer<typeof investmentCheckoutAnswerSchema>;

export const dashboardAmountsSchema = z.object({
  currency: text(3),
  totalInvested: answerBaisa(),
  investmentsCount: answerCount(),
  campaignsCount: answerCount(),
  pending: answerBaisa(),
  /** Distributions to come. */
  distributionsToCome: answerBaisa(),
});
export type DashboardAmounts = z.infer<typeof dashboardAmountsSchema>;

export const graphPointSchema = z.object({ month: text(7), amount: answerBaisa() });
export type GraphPoint = z.infer<typeof graphPointSchema>;

export const campaignInvestorSchema = z.object({ investorId: answerId(), amount: answerBaisa(), investmentsCount: answerCount(), firstInvestedAt: answerTimestamp() });
export type CampaignInvestorView = z.infer<typeof campaignInvestorSchema>;

/** One investment as the campaign's owner sees it (no investor's personal details). */
export const receivedInvestmentSchema = z.object({
  id: answerId(),
  referenceId: text(40),
  amount: answerBaisa(),
  shareUnits: orNull(answerCount()),
  status: statusValue,
  state: z.enum(INVESTMENT_STATES),
  createdAt: answerTimestamp(),
  paidAt: orNull(answerTimestamp()),
});
export type ReceivedInvestmentView = z.infer<typeof receivedInvestmentSchema>;

/** C2.13, C2.29 the owner's investments tab: received (paid) and pending (reserved, in process). */
export const receivedPendingInvestmentsSchema = z.extend(listPageOf(receivedInvestmentSchema), {
  received: z.object({ amount: answerBaisa(), count: answerCount() }),
  pending: z.object({ amount: answerBaisa(), count: answerCount() }),
});
export type ReceivedPendingInvestments = z.infer<typeof receivedPendingInvestmentsSchema>;

export const receivedPendingQuerySchema = z.object({
  campaignId: z.string('investments.campaignIdRequired').check(z.minLength(1, 'investments.campaignIdRequired'), z.maxLength(36, 'investments.campaignNotFound')),
  kind: z.optional(z.enum(['received', 'pending'], 'common.invalidFormat')),
  limit: pageLimit(),
});

// ---- endpoints ----------------------------------------------------------------------------------

export const investOfferEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/offer/:campaignId',
  access: 'user',
  context: 'investments',
  summary: 'C2.17, C5.11 The invest panel: minimum, maximum, step, available amount, price per share and share units, the opening state, and the investor\'s class, limits and what is used of them.',
  answer: investOfferSchema,
});

export const createInvestmentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investment/:campaignId',
  access: 'user',
  context: 'investments',
  summary:
    'C7.6 POST {campaignId}, C5.11, C5.13, C5.15 Invest by amount or share units: within minimum and maximum, a multiple of the step, not above the available amount, campaign open and not closed, accredited-only campaigns, verification accepted, within the investor\'s limits. Reserves the capacity and the limit in one transaction.',
  body: createInvestmentSchema,
  example: { amount: 500_000, acceptTerms: true, acceptRisk: true },
  idempotencyKey: 'optional',
  created: true,
  answer: investmentSchema,
});

export const processInvestmentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'process-investment/:id',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 process-investment/, C2.18 Pay a reserved investment whose contract is signed and confirmed by its texted code (409 before): by wallet, a hold on the investor\'s wallet for the campaign\'s escrow ("Insufficient wallet balance" when it cannot be held). Repeating it answers the outcome of the first.',
  body: processInvestmentSchema,
  answer: investmentSchema,
});

export const investmentCheckoutSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/payment-gateway/checkout-session',
  access: 'user',
  context: 'investments',
  summary:
    'C7.6 card provider session create, C1.5 Pay a reserved investment whose contract is signed and confirmed (409 before) by card (the provider\'s page to go to) or by bank transfer (the account and the reference to quote): the place is kept meanwhile, the money becomes the investment\'s hold when it arrives, and a payment that arrives after the place was given back is returned to the wallet. Repeating it answers the first payment.',
  body: investmentCheckoutSchema,
  answer: investmentCheckoutAnswerSchema,
});

export const paypalCheckoutSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/paypal-payment/checkout-session',
  access: 'user',
  context: 'investments',
  summary: 'C7.7 checkout-session with paymentType paypal: PayPal\'s page to approve the payment (charged in its currency at the set rate).',
  body: paypalInvestmentSchema,
  answer: investmentCheckoutAnswerSchema,
});

export const paypalProcessPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/paypal-payment/process-payment',
  access: 'user',
  context: 'investments',
  summary: 'C7.7 The payer is back from PayPal: the approved order is captured and the investment settled; check-payment-session otherwise.',
  body: paypalInvestmentSchema,
  answer: investmentCheckoutAnswerSchema,
});

export const checkPaymentSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/payment-gateway/check-payment-session/:investmentId',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 card provider session fetch Where the card or bank-transfer payment of one of the investor\'s investments stands (the provider is asked when its answer has not arrived).',
  answer: investmentCheckoutAnswerSchema,
});

export const investmentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/:id',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 GET {id} One of the signed-in investor\'s investments.',
  answer: investmentSchema,
});

export const investmentOfCampaignEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/:id/:campaignId',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 GET {id}/{campaignId} One of the signed-in investor\'s investments, checked against its campaign.',
  answer: investmentSchema,
});

export const investmentReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/get-investment-process-reciept',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 get-investment-process-reciept, C2.19 The receipt of an investment: amount, share units, payment, reference, status and the cancellation countdown.',
  query: receiptQuerySchema,
  answer: investmentSchema,
});

export const cancelInvestmentEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'investment/:id',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 PATCH Cancel an investment within its cancellation window (the jurisdiction pack\'s): the hold is voided, the capacity and the limit freed.',
  body: cancelInvestmentSchema,
  answer: investmentSchema,
});

export const processInvestmentInvestorsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'process-investment/campaign-investors/:campaignId',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 process-investment/campaign-investors The paid investments of a campaign by investor, for its owner and administrators.',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(campaignInvestorSchema),
});

export const myInvestmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment',
  access: 'user',
  context: 'investments',
  summary: 'C7.9, C2.24, C9.1 My investments: the table, 3 then 10 more per load; search by campaign name, status and currency filters.',
  query: myInvestmentsQuerySchema,
  answer: listPageOf(investmentSchema),
});

export const myDashboardAmountsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-dashbord-amounts',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-dashbord-amounts The highlights of /investments: total invested, number of investments and campaigns, pending, distributions to come.',
  query: graphQuerySchema,
  answer: dashboardAmountsSchema,
});

export const myGraphDataEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-graph-data',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-graph-data The summary chart: amount invested per month of a year, in one currency.',
  query: graphQuerySchema,
  answer: answerList(graphPointSchema, 1200),
});

export const myUniqueCurrencyEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-unique-currency',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-unique-currency, C9.8 The currencies the investor has invested in (the portfolio\'s currency choice).',
  answer: answerList(text(3), 200),
});

export const receivedPendingInvestmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/get-investment-received-pending-investments',
  access: 'user',
  context: 'investments',
  summary: "C2.13, C2.29 The owner dashboard's investments tab: a campaign's received (paid) and pending investments with their totals, for its owner and administrators.",
  query: receivedPendingQuerySchema,
  answer: receivedPendingInvestmentsSchema,
});

export const investmentReceiptPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/receipt-pdf/:id',
  access: 'user',
  context: 'investments',
  summary: "C2.24 An investment's receipt as a PDF (Arabic, English or French, the caller's language): campaign, reference, amount, share units, payment, status, dates and the cancellation window.",
  produces: ['application/pdf'],
});

/** One investment in the administrators' list (C1.3): who, what, where it stands. */
export const adminInvestmentSchema = z.extend(investmentSchema, { walletSettled: z.boolean(), countedMonth: answerCount() });
export type AdminInvestmentView = z.infer<typeof adminInvestmentSchema>;

export const adminInvestmentsQuerySchema = z.object({
  limit: pageLimit(),
  search: z.optional(z.string('common.invalidFormat').check(z.maxLength(INVESTMENT_LIMITS.searchMax, 'common.invalidFormat'))),
  status: z.optional(z.enum(['all', '0', '1', '2', '3', '4'], 'common.invalidFormat')),
  campaignId: z.optional(z.string('common.invalidFormat').check(z.maxLength(36, 'common.invalidFormat'))),
});

export const adminInvestmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/admin/list',
  access: 'admin',
  context: 'investments',
  summary: "C1.3 The administrators' investments list: every investment, newest first, 10 more per load; search by campaign name or reference, status and campaign filters.",
  query: adminInvestmentsQuerySchema,
  answer: listPageOf(adminInvestmentSchema),
});

/** Issue 38: every investment made in a period, for administrators, streamed as CSV. */
export const adminInvestmentsExportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/admin/export/investments.csv',
  access: 'admin',
  context: 'investments',
  summary: 'Every investment made in the period (`from`, `to`: YYYY-MM-DD, Muscat days, inclusive; the last 90 days by default) as CSV, streamed.',
  query: z.object({ from: z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'investments.dateInvalid'))), to: z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'investments.dateInvalid'))) }),
  produces: ['text/csv'],
});

/** A campaign the investor has paid investments in (C7.9 get-campaigns). */
export const myCampaignSchema = z.object({
  campaignId: answerId(),
  campaignName: text(),
  campaignSlug: text(),
  currency: text(3),
  invested: answerBaisa(),
  investmentsCount: answerCount(),
  lastInvestedAt: answerTimestamp(),
});
export type MyCampaignView = z.infer<typeof myCampaignSchema>;

/** One paid investment as a point of the per-transaction chart (C7.9 get-graph-by-transactions). */
export const transactionPointSchema = z.object({ investmentId: answerId(), date: answerTimestamp(), amount: answerBaisa(), campaignName: text() });
export type TransactionPoint = z.infer<typeof transactionPointSchema>;

/** C7.9 my-investment/dashboard: the highlights and the latest investments together. */
export const myInvestmentsDashboardSchema = z.object({ amounts: dashboardAmountsSchema, latest: answerList(investmentSchema, 10) });
export type MyInvestmentsDashboard = z.infer<typeof myInvestmentsDashboardSchema>;

export const myInvestedCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-campaigns',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-campaigns The campaigns the investor has paid investments in, with how much and how many.',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(myCampaignSchema),
});

/** A campaign a person backed, as their public profile shows it: no amounts. */
export const profileInvestmentSchema = z.object({ campaignId: answerId(), campaignName: text(), campaignSlug: text(), lastInvestedAt: answerTimestamp() });
export type ProfileInvestmentView = z.infer<typeof profileInvestmentSchema>;

export const userInvestmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/get-user-investments/:slug',
  access: 'public',
  context: 'investments',
  summary: 'A7.6 The campaigns a person backed, if they show them (investmentsPublic); no amounts.',
  query: z.object({ limit: pageLimit() }),
  answer: z.extend(listPageOf(profileInvestmentSchema), { visible: z.boolean() }),
});

export const myGraphByTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-graph-by-transactions',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-graph-by-transactions The chart by transaction: every paid investment of a year, in one currency.',
  query: graphQuerySchema,
  answer: answerList(transactionPointSchema, 10_000),
});

export const myInvestmentsDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/dashboard',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 dashboard/ The highlights of /investments with the three latest investments.',
  query: graphQuerySchema,
  answer: myInvestmentsDashboardSchema,
});

/** One update of a campaign the investor holds (C1.2), as its owner posted it. */
export const campaignUpdateSchema = z.object({
  id: answerId(),
  campaignId: answerId(),
  campaignName: text(),
  campaignSlug: text(),
  title: orNull(text(500)),
  description: text(20_000),
  postedAt: answerTimestamp(),
  editedAt: answerTimestamp(),
});
export type CampaignUpdateView = z.infer<typeof campaignUpdateSchema>;

export const myCampaignUpdatesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-campaign-updates',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-campaign-updates, C1.2 The updates the owners of the campaigns the investor has paid investments in have posted, newest first (one campaign with campaignId).',
  query: z.object({
    limit: pageLimit(),
    campaignId: z.optional(z.string('common.invalidFormat').check(z.maxLength(36, 'common.invalidFormat'))),
  }),
  answer: listPageOf(campaignUpdateSchema),
});

/** A campaign's close (C4.1, C4.13, C9.3; docs/adr/0021) as its owner and the administrators see it. */
export const campaignCloseSchema = z.object({
  campaignId: answerId(),
  /** `settling`: pending investments end and paid ones reach escrow; `moving`: fee or refunds being paid; `closed`. */
  step: z.enum(['settling', 'moving', 'closed']),
  trigger: text(40),
  outcome: orNull(z.enum(['successful', 'unsuccessful'])),
  currency: text(3),
  investingType: z.enum(['fixed', 'flexible']),
  goal: answerBaisa(),
  raised: answerBaisa(),
  investorsCount: answerCount(),
  /** The platform's fee rate applied (basis points) and the amounts taken from escrow. */
  feeBps: answerCount(),
  fee: answerBaisa(),
  vat: answerBaisa(),
  /** What is kept for the owner's payout (successful). */
  ownerAmount: answerBaisa(),
  refunded: answerBaisa(),
  refundedCount: answerCount(),
  startedAt: answerTimestamp(),
  decidedAt: orNull(answerTimestamp()),
  closedAt: orNull(answerTimestamp()),
});
export type CampaignCloseView = z.infer<typeof campaignCloseSchema>;

export const startCampaignCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investment/admin/close/:campaignId',
  access: 'admin',
  context: 'investments',
  summary:
    'C4.1, C4.13, C9.3 Close a live campaign now: no new investments; reservations and payments in process end; paid investments reach escrow; then a successful campaign pays the platform\'s fee and VAT from escrow and keeps the rest for the owner\'s payout, and an unsuccessful fixed one refunds every investor to the wallet ("campaign unsuccessful"). Each step is recorded; repeating it resumes the same close.',
  answer: campaignCloseSchema,
});

export const campaignCloseEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/close/:campaignId',
  access: 'user',
  context: 'investments',
  summary: "C2.13 Where a campaign's close stands: outcome, raised, fee, VAT, the owner's amount, refunds (the campaign's owner and administrators).",
  answer: campaignCloseSchema,
});

/** A successful campaign's payout to its owner (C4.3): requested, approved by a first administrator above the threshold (two must confirm it then), confirmed. */
export const payoutSchema = z.object({
  campaignId: answerId(),
  campaignName: text(),
  currency: text(3),
  amount: answerBaisa(),
  status: z.enum(['requested', 'approved', 'confirmed']),
  needsTwoAdministrators: z.boolean(),
  requestedAt: answerTimestamp(),
  approvedAt: orNull(answerTimestamp()),
  confirmedAt: orNull(answerTimestamp()),
});
export type PayoutView = z.infer<typeof payoutSchema>;

export const requestPayoutSchema = z.object({
  campaignId: z.string('investments.campaignIdRequired').check(z.minLength(1, 'investments.campaignIdRequired'), z.maxLength(36, 'investments.campaignNotFound')),
});

export const requestPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'request-payout',
  access: 'user',
  context: 'investments',
  summary: "C7.4 request-payout, C4.3 The owner of a successful, closed campaign asks for its payout: what escrow keeps for them after the platform's fee and VAT. Repeating it answers the same request.",
  body: requestPayoutSchema,
  answer: payoutSchema,
});

export const payoutEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/payout/:campaignId',
  access: 'user',
  context: 'investments',
  summary: "C4.3 Where a campaign's payout stands (its owner and administrators).",
  answer: payoutSchema,
});

export const adminPayoutsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/admin/payouts',
  access: 'admin',
  context: 'investments',
  summary: 'C4.3 The administrators\' payout queue: requested and approved payouts, oldest first (confirmed ones with status=confirmed).',
  query: z.object({ status: z.optional(z.enum(['open', 'confirmed'], 'common.invalidFormat')), limit: pageLimit() }),
  answer: listPageOf(payoutSchema),
});

export const confirmPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investment/admin/payouts/:campaignId/confirm',
  access: 'admin',
  context: 'investments',
  summary:
    "C4.3 An administrator confirms a payout: the owner's amount moves from the campaign's escrow to the owner's wallet, once. Above the platform's threshold a first administrator approves and a second, different one confirms (maker-checker).",
  answer: payoutSchema,
});

/** C7.8 generate-dynamic-contract-data: an investment's contract as it reads, before and after signing (facts: reference, investor, campaign, amount in figures and words, units…). */
export const contractDataSchema = z.object({
  investmentId: answerId(),
  language: z.enum(['ar', 'en', 'fr']),
  kind: termsSlug,
  title: text(500),
  clauses: answerList(text(5000), 200),
  facts: answerList(z.object({ label: text(200), value: text(2000) }), 100),
  amountInWords: text(1000),
});
export type ContractDataView = z.infer<typeof contractDataSchema>;

export const contractDataEndpoint = defineEndpoint({
  method: 'GET',
  path: 'contracts/generate-dynamic-contract-data/:investmentId',
  access: 'user',
  context: 'investments',
  summary: "C7.8 generate-dynamic-contract-data, C3.9 One of the investor's investments' contract in the caller's language: title by contract type, clauses, the investor's legal name, the campaign, the amount in figures and in words, share units.",
  answer: contractDataSchema,
});

export const contractPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'contracts/generate-pdf/:investmentId',
  access: 'user',
  context: 'investments',
  summary: 'C7.8 contracts/generate-pdf The contract of one of the investor\'s investments as a PDF (Arabic shaped and right to left, English or French; embedded fonts), marked as a draft until signed.',
  produces: ['application/pdf'],
});
export * from './contract-signatures';

/** A3.15 child dashboard: average investment, total investment return, total investment amount, successful investments (baisa). */
export const childInvestmentsSchema = z.object({
  childId: answerId(),
  currency: answerText(3),
  averageInvestment: answerBaisa(),
  totalReturn: answerBaisa(),
  totalInvested: answerBaisa(),
  successfulInvestments: answerCount(),
  investments: listPageOf(investmentSchema),
});
export type ChildInvestmentsView = z.infer<typeof childInvestmentsSchema>;

export const childInvestmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-investments/:childId',
  access: 'user',
  context: 'investments',
  summary: 'A2.12, A3.15 One of the guardian\'s children: the child\'s dashboard (average investment, total return from distributions, total invested, successful investments) and the child\'s investments, newest first.',
  query: z.object({ limit: z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'common.invalidFormat'))), currencyId: z.optional(z.string('common.invalidFormat').check(z.maxLength(3, 'common.invalidFormat'))) }),
  answer: childInvestmentsSchema,
});
