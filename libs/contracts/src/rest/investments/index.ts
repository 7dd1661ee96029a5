import * as z from 'zod/mini';
import type { ListPage } from '../../http/envelope';
import { defineEndpoint, responseOf } from '../define-endpoint';
import { pageLimit } from '../identity/fields';
import type { ContractState } from './contract-signatures';

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
export const INVESTMENT_PAYMENT_TYPES = ['wallet', 'card', 'bank_transfer'] as const;
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
  paymentType: z.enum(['card', 'bank_transfer'], 'investments.paymentTypeInvalid'),
});

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

/** One limit of the investor's class and how much of it is used (baisa; `limit` null: none). */
export interface LimitUsage {
  limit: number | null;
  used: number;
}

/** The invest panel (C2.17): the campaign's bounds, what is left, and the investor's standing and limits. */
export interface InvestOfferView {
  campaignId: string;
  campaignName: string;
  slug: string;
  currency: string;
  termsSlug: 'equity' | 'equity-with-dividends' | 'debt';
  /** `open`, `not-open` (before the opening date and time), `closed`, `funded` (no room left). */
  state: 'open' | 'not-open' | 'closed' | 'funded';
  opensAt: string | null;
  closeDate: string | null;
  accreditedOnly: boolean;
  minimum: number;
  maximum: number;
  step: number;
  available: number;
  pricePerShare: number | null;
  /** Share units: at least 1, at most this (null without a share price). */
  maxShareUnits: number | null;
  investor: {
    verificationStatus: string | null;
    verified: boolean;
    accredited: boolean;
    investorClass: string | null;
    perTransaction: number | null;
    perCampaign: LimitUsage;
    perMonth: LimitUsage;
    rolling12Months: LimitUsage & { renewsOn: string | null };
    total: LimitUsage;
    /** The most this investor may invest in this campaign now (bounds, room and limits together). */
    maxNow: number;
    /** No investment yet: the panel shows the risk warning first. */
    firstInvestment: boolean;
  } | null;
  cancellation: { hours: number; notWithinHoursOfClose: number };
  /** How long a chosen amount keeps its place before it is paid. */
  reservationMinutes: number;
}

export interface InvestmentView {
  _id: string;
  id: string;
  investorId: string;
  campaignId: string;
  campaignName: string;
  campaignSlug: string;
  currency: string;
  amount: number;
  shareUnits: number | null;
  sharePrice: number | null;
  /** Share of the goal bought, in percent (two decimals). */
  ownership: number;
  status: InvestmentStatusValue;
  state: InvestmentState;
  paymentType: InvestmentPaymentType | null;
  gateway: string | null;
  referenceId: string;
  transactionId: string | null;
  failureReason: string | null;
  /** Until when the investor may cancel without a reason (null: no longer, or not paid). */
  cancellableUntil: string | null;
  cancellable: boolean;
  offerShownAt: string;
  acceptedAt: string;
  /** An unpaid reservation keeps its place until then. */
  reservedUntil: string;
  paidAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  /** C3.9, C4.14 the contract: unsigned, a code waiting, under review, accepted, or rejected (to sign again). */
  contractStatus: ContractState;
}

/** A card or bank-transfer payment of an investment, as the wallet keeps it. */
export interface InvestmentPaymentView {
  method: string;
  transactionId: string;
  transactionNumber: string;
  /** A4.6: 0 waiting for an administrator (bank transfer with its slip), 1 in process, 2 paid, 4 failed. */
  status: 0 | 1 | 2 | 3 | 4;
  amount: number;
  totalFees: number;
  /** What the payer pays: the amount plus the provider's fees. */
  totalAmount: number;
  /** The card provider's page while the payment is still to be made. */
  redirectUrl: string | null;
  /** Where to send a bank transfer; the reference is `transactionNumber`. */
  bankTransfer: { bankName: string; accountName: string; iban: string; swift: string } | null;
}

export interface InvestmentCheckoutView {
  investment: InvestmentView;
  /** Null for an investment paid from the wallet. */
  payment: InvestmentPaymentView | null;
}

export interface DashboardAmounts {
  currency: string;
  totalInvested: number;
  investmentsCount: number;
  campaignsCount: number;
  pending: number;
  /** Distributions to come (repayments not built yet: 0). */
  distributionsToCome: number;
}

export interface GraphPoint {
  month: string;
  amount: number;
}

export interface CampaignInvestorView {
  investorId: string;
  amount: number;
  investmentsCount: number;
  firstInvestedAt: string;
}

/** One investment as the campaign's owner sees it (no investor's personal details). */
export interface ReceivedInvestmentView {
  id: string;
  referenceId: string;
  amount: number;
  shareUnits: number | null;
  status: InvestmentStatusValue;
  state: InvestmentState;
  createdAt: string;
  paidAt: string | null;
}

/** C2.13, C2.29 the owner's investments tab: received (paid) and pending (reserved, in process). */
export interface ReceivedPendingInvestments extends ListPage<ReceivedInvestmentView> {
  received: { amount: number; count: number };
  pending: { amount: number; count: number };
}

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
  response: responseOf<InvestOfferView>(),
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
  response: responseOf<InvestmentView>(),
});

export const processInvestmentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'process-investment/:id',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 process-investment/, C2.18 Pay a reserved investment: by wallet, a hold on the investor\'s wallet for the campaign\'s escrow ("Insufficient wallet balance" when it cannot be held). Repeating it answers the outcome of the first.',
  body: processInvestmentSchema,
  response: responseOf<InvestmentView>(),
});

export const investmentCheckoutSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/payment-gateway/checkout-session',
  access: 'user',
  context: 'investments',
  summary:
    'C7.6 card provider session create, C1.5 Pay a reserved investment by card (the provider\'s page to go to) or by bank transfer (the account and the reference to quote): the place is kept meanwhile, the money becomes the investment\'s hold when it arrives, and a payment that arrives after the place was given back is returned to the wallet. Repeating it answers the first payment.',
  body: investmentCheckoutSchema,
  response: responseOf<InvestmentCheckoutView>(),
});

export const checkPaymentSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/payment-gateway/check-payment-session/:investmentId',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 card provider session fetch Where the card or bank-transfer payment of one of the investor\'s investments stands (the provider is asked when its answer has not arrived).',
  response: responseOf<InvestmentCheckoutView>(),
});

export const investmentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/:id',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 GET {id} One of the signed-in investor\'s investments.',
  response: responseOf<InvestmentView>(),
});

export const investmentOfCampaignEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/:id/:campaignId',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 GET {id}/{campaignId} One of the signed-in investor\'s investments, checked against its campaign.',
  response: responseOf<InvestmentView>(),
});

export const investmentReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/get-investment-process-reciept',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 get-investment-process-reciept, C2.19 The receipt of an investment: amount, share units, payment, reference, status and the cancellation countdown.',
  query: receiptQuerySchema,
  response: responseOf<InvestmentView>(),
});

export const cancelInvestmentEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'investment/:id',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 PATCH Cancel an investment within its cancellation window (the jurisdiction pack\'s): the hold is voided, the capacity and the limit freed.',
  body: cancelInvestmentSchema,
  response: responseOf<InvestmentView>(),
});

export const processInvestmentInvestorsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'process-investment/campaign-investors/:campaignId',
  access: 'user',
  context: 'investments',
  summary: 'C7.6 process-investment/campaign-investors The paid investments of a campaign by investor, for its owner and administrators.',
  query: z.object({ limit: pageLimit() }),
  response: responseOf<ListPage<CampaignInvestorView>>(),
});

export const myInvestmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment',
  access: 'user',
  context: 'investments',
  summary: 'C7.9, C2.24, C9.1 My investments: the table, 3 then 10 more per load; search by campaign name, status and currency filters.',
  query: myInvestmentsQuerySchema,
  response: responseOf<ListPage<InvestmentView>>(),
});

export const myDashboardAmountsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-dashbord-amounts',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-dashbord-amounts The highlights of /investments: total invested, number of investments and campaigns, pending, distributions to come.',
  query: graphQuerySchema,
  response: responseOf<DashboardAmounts>(),
});

export const myGraphDataEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-graph-data',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-graph-data The summary chart: amount invested per month of a year, in one currency.',
  query: graphQuerySchema,
  response: responseOf<GraphPoint[]>(),
});

export const myUniqueCurrencyEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-unique-currency',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-unique-currency, C9.8 The currencies the investor has invested in (the portfolio\'s currency choice).',
  response: responseOf<string[]>(),
});

export const receivedPendingInvestmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/get-investment-received-pending-investments',
  access: 'user',
  context: 'investments',
  summary: "C2.13, C2.29 The owner dashboard's investments tab: a campaign's received (paid) and pending investments with their totals, for its owner and administrators.",
  query: receivedPendingQuerySchema,
  response: responseOf<ReceivedPendingInvestments>(),
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
export interface AdminInvestmentView extends InvestmentView {
  walletSettled: boolean;
  countedMonth: number;
}

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
  response: responseOf<ListPage<AdminInvestmentView>>(),
});

/** A campaign the investor has paid investments in (C7.9 get-campaigns). */
export interface MyCampaignView {
  campaignId: string;
  campaignName: string;
  campaignSlug: string;
  currency: string;
  invested: number;
  investmentsCount: number;
  lastInvestedAt: string;
}

/** One paid investment as a point of the per-transaction chart (C7.9 get-graph-by-transactions). */
export interface TransactionPoint {
  investmentId: string;
  date: string;
  amount: number;
  campaignName: string;
}

/** C7.9 my-investment/dashboard: the highlights and the latest investments together. */
export interface MyInvestmentsDashboard {
  amounts: DashboardAmounts;
  latest: InvestmentView[];
}

export const myInvestedCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-campaigns',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-campaigns The campaigns the investor has paid investments in, with how much and how many.',
  query: z.object({ limit: pageLimit() }),
  response: responseOf<ListPage<MyCampaignView>>(),
});

export const myGraphByTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-graph-by-transactions',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-graph-by-transactions The chart by transaction: every paid investment of a year, in one currency.',
  query: graphQuerySchema,
  response: responseOf<TransactionPoint[]>(),
});

export const myInvestmentsDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/dashboard',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 dashboard/ The highlights of /investments with the three latest investments.',
  query: graphQuerySchema,
  response: responseOf<MyInvestmentsDashboard>(),
});

/** One update of a campaign the investor holds (C1.2), as its owner posted it. */
export interface CampaignUpdateView {
  id: string;
  campaignId: string;
  campaignName: string;
  campaignSlug: string;
  title: string | null;
  description: string;
  postedAt: string;
  editedAt: string;
}

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
  response: responseOf<ListPage<CampaignUpdateView>>(),
});

/** A campaign's close (C4.1, C4.13, C9.3; docs/adr/0021) as its owner and the administrators see it. */
export interface CampaignCloseView {
  campaignId: string;
  /** `settling`: pending investments end and paid ones reach escrow; `moving`: fee or refunds being paid; `closed`. */
  step: 'settling' | 'moving' | 'closed';
  trigger: string;
  outcome: 'successful' | 'unsuccessful' | null;
  currency: string;
  investingType: 'fixed' | 'flexible';
  goal: number;
  raised: number;
  investorsCount: number;
  /** The platform's fee rate applied (basis points) and the amounts taken from escrow. */
  feeBps: number;
  fee: number;
  vat: number;
  /** What is kept for the owner's payout (successful). */
  ownerAmount: number;
  refunded: number;
  refundedCount: number;
  startedAt: string;
  decidedAt: string | null;
  closedAt: string | null;
}

export const startCampaignCloseEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investment/admin/close/:campaignId',
  access: 'admin',
  context: 'investments',
  summary:
    'C4.1, C4.13, C9.3 Close a live campaign now: no new investments; reservations and payments in process end; paid investments reach escrow; then a successful campaign pays the platform\'s fee and VAT from escrow and keeps the rest for the owner\'s payout, and an unsuccessful fixed one refunds every investor to the wallet ("campaign unsuccessful"). Each step is recorded; repeating it resumes the same close.',
  response: responseOf<CampaignCloseView>(),
});

export const campaignCloseEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/close/:campaignId',
  access: 'user',
  context: 'investments',
  summary: "C2.13 Where a campaign's close stands: outcome, raised, fee, VAT, the owner's amount, refunds (the campaign's owner and administrators).",
  response: responseOf<CampaignCloseView>(),
});

/** A successful campaign's payout to its owner (C4.3): requested, approved by a first administrator above the threshold, confirmed. */
export interface PayoutView {
  campaignId: string;
  campaignName: string;
  currency: string;
  amount: number;
  status: 'requested' | 'approved' | 'confirmed';
  /** Two administrators must confirm it (maker-checker above the platform's threshold). */
  needsTwoAdministrators: boolean;
  requestedAt: string;
  approvedAt: string | null;
  confirmedAt: string | null;
}

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
  response: responseOf<PayoutView>(),
});

export const payoutEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/payout/:campaignId',
  access: 'user',
  context: 'investments',
  summary: "C4.3 Where a campaign's payout stands (its owner and administrators).",
  response: responseOf<PayoutView>(),
});

export const adminPayoutsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/admin/payouts',
  access: 'admin',
  context: 'investments',
  summary: 'C4.3 The administrators\' payout queue: requested and approved payouts, oldest first (confirmed ones with status=confirmed).',
  query: z.object({ status: z.optional(z.enum(['open', 'confirmed'], 'common.invalidFormat')), limit: pageLimit() }),
  response: responseOf<ListPage<PayoutView>>(),
});

export const confirmPayoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investment/admin/payouts/:campaignId/confirm',
  access: 'admin',
  context: 'investments',
  summary:
    "C4.3 An administrator confirms a payout: the owner's amount moves from the campaign's escrow to the owner's wallet, once. Above the platform's threshold a first administrator approves and a second, different one confirms (maker-checker).",
  response: responseOf<PayoutView>(),
});

/** C7.8 generate-dynamic-contract-data: an investment's contract as it reads, before and after signing. */
export interface ContractDataView {
  investmentId: string;
  language: 'ar' | 'en' | 'fr';
  kind: 'equity' | 'equity-with-dividends' | 'debt';
  title: string;
  clauses: string[];
  /** Label and value lines: reference, investor, campaign, amount and amount in words, units… */
  facts: Array<{ label: string; value: string }>;
  amountInWords: string;
}

export const contractDataEndpoint = defineEndpoint({
  method: 'GET',
  path: 'contracts/generate-dynamic-contract-data/:investmentId',
  access: 'user',
  context: 'investments',
  summary: "C7.8 generate-dynamic-contract-data, C3.9 One of the investor's investments' contract in the caller's language: title by contract type, clauses, the investor's legal name, the campaign, the amount in figures and in words, share units.",
  response: responseOf<ContractDataView>(),
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
