import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../http/envelope';
import { answerBaisa, answerCount, answerDetails, answerId, answerList, answerText, answerTimestamp } from '../rest/answer-fields';
import { defineInternalCall } from './define-internal-call';

/**
 * The wallet's internal API (docs/adr/0011, 0020): the ledger's transfers and holds, and investments
 * paid by card or bank transfer. Investments and repayments call it with their own credential; every
 * call is idempotent on its ids, so a caller that got no answer sends the same call again.
 */

/** Every ledger account kind; the first four are wallets that never go below zero. */
export const LEDGER_ACCOUNT_KINDS = ['user_wallet', 'child_wallet', 'campaign_escrow', 'repayment_escrow', 'platform_fees', 'vat', 'gateway_clearing', 'payouts', 'suspense'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Entries of one transfer on its own; of each transfer of a batch (300 credits and the account they come from); transfers in a batch. */
export const LEDGER_LIMITS = { transferEntries: 50, batchTransferEntries: 301, batchTransfers: 200 } as const;

/** Baisa in JSON: an integer number or a string of digits, read as a bigint by the wallet. */
const amount = z.pipe(
  z.union([z.int('wallet.amountInvalid'), z.string().check(z.regex(/^-?\d{1,16}$/, 'wallet.amountInvalid'))], 'wallet.amountInvalid'),
  z.transform((value: number | string) => BigInt(value)),
);
const id = z.string('common.required').check(z.minLength(1, 'common.required'), z.maxLength(64, 'common.invalidFormat'));
const reason = z.string('common.required').check(z.regex(/^[a-z][a-z0-9_]{0,39}$/, 'common.invalidFormat'));
const currency = z.string().check(z.regex(/^[A-Z]{3}$/, 'common.invalidFormat'));
const account = z.object({ kind: z.enum(LEDGER_ACCOUNT_KINDS, 'wallet.accountKindInvalid'), owner: id, currency: z.optional(currency) });
const metadata = z.optional(z.record(z.string(), z.unknown()));
const actorId = z.nullish(z.string().check(z.maxLength(36)));
const correlationId = z.nullish(z.string().check(z.maxLength(64)));
const entries = (max: number) => z.array(z.object({ account, amount }), 'common.invalidFormat').check(z.minLength(2, 'common.invalidFormat'), z.maxLength(max, 'common.invalidFormat'));
const isoDateTime = () => z.iso.datetime({ offset: true, error: 'common.invalidFormat' });

export const ledgerTransferSchema = z.object({ transferId: id, reason, entries: entries(LEDGER_LIMITS.transferEntries), metadata, actorId, correlationId });

// Answers: amounts as integer numbers of baisa (DESIGN §7).
const accountAnswer = z.object({ kind: z.enum(LEDGER_ACCOUNT_KINDS), owner: answerText(64), currency: z.optional(answerText(3)) });
export const postedTransferSchema = z.object({
  id: answerId(),
  transferId: answerId(),
  reason: answerText(40),
  entries: answerList(z.object({ accountId: answerId(), account: accountAnswer, amount: answerBaisa(), balanceAfter: answerBaisa() }), LEDGER_LIMITS.batchTransferEntries),
  metadata: answerDetails(),
  postedAt: answerTimestamp(),
  holdId: z.nullable(answerId()),
});
export const HOLD_STATUSES = ['pending', 'posted', 'voided', 'expired'] as const;
export const holdSchema = z.object({
  id: answerId(),
  holdId: answerId(),
  reason: answerText(40),
  from: accountAnswer,
  to: accountAnswer,
  amount: answerBaisa(),
  status: z.enum(HOLD_STATUSES),
  expiresAt: answerTimestamp(),
  createdAt: answerTimestamp(),
  resolvedAt: z.nullable(answerTimestamp()),
  transferId: z.nullable(answerId()),
  metadata: answerDetails(),
});
export type LedgerHold = z.infer<typeof holdSchema>;
export type LedgerAccountRef = z.infer<typeof accountAnswer>;

export const ledgerTransferCall = defineInternalCall({
  service: 'wallet',
  method: 'POST',
  path: 'internal/ledger/transfers',
  summary: 'Moves money between ledger accounts in one balanced transfer (entries sum to zero); the same transferId and body answers the first transfer.',
  body: ledgerTransferSchema,
  answer: postedTransferSchema,
  timeoutMs: 30_000,
  retry: 'idempotent',
  refusals: { 422: 'insufficient-balance' },
});

export const ledgerTransferBatchCall = defineInternalCall({
  service: 'wallet',
  method: 'POST',
  path: 'internal/ledger/transfer-batches',
  summary: 'Several transfers in one database transaction, all or none (a distribution to every investor of a campaign); answers each transfer\'s id and size.',
  body: z.object({
    transfers: z
      .array(z.extend(ledgerTransferSchema, { entries: entries(LEDGER_LIMITS.batchTransferEntries) }), 'common.invalidFormat')
      .check(z.minLength(1, 'common.invalidFormat'), z.maxLength(LEDGER_LIMITS.batchTransfers, 'common.invalidFormat')),
  }),
  answer: z.object({
    transfers: answerList(z.object({ id: answerId(), transferId: answerId(), reason: answerText(40), postedAt: answerTimestamp(), entries: answerCount() }), LEDGER_LIMITS.batchTransfers),
  }),
  // 200 transfers of 300 credits is one large transaction.
  timeoutMs: 120_000,
  retry: 'idempotent',
  refusals: { 422: 'insufficient-balance' },
});

export const placeHoldCall = defineInternalCall({
  service: 'wallet',
  method: 'POST',
  path: 'internal/ledger/holds',
  summary: 'Reserves an amount of a wallet account until it is posted, voided or expires; the same holdId answers the first hold.',
  body: z.object({ holdId: id, reason, from: account, to: account, amount, expiresAt: z.optional(isoDateTime()), metadata, actorId, correlationId }),
  answer: holdSchema,
  timeoutMs: 15_000,
  retry: 'idempotent',
  refusals: { 422: 'insufficient-balance' },
});

export const postHoldCall = defineInternalCall({
  service: 'wallet',
  method: 'POST',
  path: 'internal/ledger/holds/:holdId/post',
  summary: 'Posts a pending hold into its destination once (all of it, or `amount` and the rest released).',
  body: z.object({ amount: z.optional(amount), actorId, correlationId }),
  answer: postedTransferSchema,
  timeoutMs: 15_000,
  retry: 'idempotent',
  refusals: { 404: 'no-such-hold', 409: 'not-pending' },
});

export const voidHoldCall = defineInternalCall({
  service: 'wallet',
  method: 'POST',
  path: 'internal/ledger/holds/:holdId/void',
  summary: 'Voids a pending hold (voiding a voided one answers it unchanged); a posted hold is refused.',
  body: z.object({ reason: z.optional(z.string().check(z.maxLength(500))), actorId }),
  answer: holdSchema,
  timeoutMs: 15_000,
  retry: 'idempotent',
  refusals: { 404: 'no-such-hold', 409: 'already-posted' },
});

export const pendingHoldsCall = defineInternalCall({
  service: 'wallet',
  method: 'GET',
  path: 'internal/ledger/holds',
  summary: 'Pending holds of one reason placed before `createdBefore`, a page at a time in hold id order (investments reconciles its payments with them).',
  query: z.object({
    reason: z.string('common.required').check(z.minLength(1, 'common.required'), z.maxLength(40, 'common.invalidFormat')),
    createdBefore: z.iso.datetime({ error: 'common.invalidFormat' }),
    after: z.optional(id),
    limit: z.optional(z.coerce.number('common.invalidFormat').check(z.int('common.invalidFormat'), z.minimum(1, 'common.invalidFormat'), z.maximum(500, 'common.invalidFormat'))),
  }),
  answer: answerList(holdSchema, 500),
  timeoutMs: 15_000,
  retry: 'idempotent',
});

export const getHoldCall = defineInternalCall({
  service: 'wallet',
  method: 'GET',
  path: 'internal/ledger/holds/:holdId',
  summary: 'One hold as it stands.',
  answer: holdSchema,
  timeoutMs: 15_000,
  retry: 'idempotent',
  refusals: { 404: 'no-such-hold' },
});

export const accountBalanceCall = defineInternalCall({
  service: 'wallet',
  method: 'GET',
  path: 'internal/ledger/balances',
  summary: 'An account\'s balance in baisa: what it holds, what is held of it, what is available.',
  query: z.object({ kind: account.shape.kind, owner: id, currency: z.optional(currency) }),
  answer: z.object({ account: accountAnswer, balance: answerBaisa(), held: answerBaisa(), available: answerBaisa() }),
  timeoutMs: 15_000,
  retry: 'idempotent',
});

/** PayPal charges its currency at the set rate (ADR 0013) and the wallet credits the exact rial amount, so an investment stays exact (ADR 0020, amended). */
export const INVESTMENT_PAYMENT_METHODS = ['sandbox_card', 'bank_transfer', 'stripe', 'paymob', 'paypal'] as const;

const paymentPartyId = z.string('common.required').check(z.minLength(1, 'common.required'), z.maxLength(36, 'common.invalidFormat'));

/** An investment paid by card or bank transfer, as the wallet tells it. */
export const walletInvestmentPaymentSchema = z.object({
  investmentId: answerId(),
  transactionId: answerId(),
  transactionNumber: answerText(40),
  method: answerText(40),
  /** A4.6: 0 waiting for the administrator (bank transfer with a slip), 1 in process, 2 paid, 3 cancelled, 4 failed. */
  status: z.literal([0, 1, 2, 3, 4]),
  amount: answerBaisa(),
  fees: z.object({ percentage: answerBaisa(), flat: answerBaisa(), service: answerBaisa(), platform: answerBaisa(), vat: answerBaisa() }),
  totalAmount: answerBaisa(),
  /** The provider's page, for card payments still to be made. */
  redirectUrl: z.nullable(answerText(2000)),
  /** Where to send a bank transfer (bank transfer only). */
  bankTransfer: z.nullable(z.object({ bankName: answerText(200), accountName: answerText(200), iban: answerText(64), swift: answerText(20) })),
  failureReason: z.nullable(answerText(2000)),
});
export type WalletInvestmentPayment = z.infer<typeof walletInvestmentPaymentSchema>;

export const startInvestmentPaymentCall = defineInternalCall({
  service: 'wallet',
  method: 'POST',
  path: 'internal/payments/investments',
  summary: 'Starts the card or bank-transfer payment of an investment (idempotent on its id: a repeat answers the first payment); settling it places the investment\'s hold.',
  body: z.object({
    investmentId: paymentPartyId,
    investorId: paymentPartyId,
    investorEmail: z.pipe(z.nullish(z.string().check(z.maxLength(254))), z.transform((value: string | null | undefined) => value ?? null)),
    campaignId: paymentPartyId,
    campaignName: z.string().check(z.minLength(1), z.maxLength(200)),
    currency,
    amount: z.int('wallet.amountInvalid').check(z.minimum(1, 'wallet.amountInvalid'), z.maximum(Number.MAX_SAFE_INTEGER, 'wallet.amountInvalid')),
    method: z.enum(INVESTMENT_PAYMENT_METHODS, 'wallet.paymentMethodUnavailable'),
    holdExpiresAt: isoDateTime(),
    // A path of the web app, never another site (the wallet adds its own public URL).
    returnPath: z.string().check(z.regex(/^\/[A-Za-z0-9/_-]{0,200}$/, 'common.invalidFormat')),
    language: z.enum(SUPPORTED_LANGUAGES),
  }),
  answer: walletInvestmentPaymentSchema,
  // The wallet may ask a card provider for a checkout page.
  timeoutMs: 30_000,
  retry: 'idempotent',
  refusals: { 400: 'refused', 409: 'refused', 422: 'refused' },
});

export const investmentPaymentCall = defineInternalCall({
  service: 'wallet',
  method: 'GET',
  path: 'internal/payments/investments/:investmentId',
  summary: 'Where an investment\'s card or bank-transfer payment stands (the wallet asks the provider when still in process).',
  answer: walletInvestmentPaymentSchema,
  timeoutMs: 30_000,
  retry: 'idempotent',
  refusals: { 404: 'no-such-payment' },
});

/** Issue 38: the card methods an owner may pay a repayment with (an exact rial amount: no bank transfer's wait, no PayPal rate). */
export const REPAYMENT_PAYMENT_METHODS = ['sandbox_card', 'stripe', 'paymob'] as const;

/** An owner's repayment paid by card, as the wallet tells it. */
export const walletRepaymentPaymentSchema = z.object({ paymentId: answerId(), ...z.omit(walletInvestmentPaymentSchema, { investmentId: true, bankTransfer: true }).shape });
export type WalletRepaymentPayment = z.infer<typeof walletRepaymentPaymentSchema>;

export const startRepaymentPaymentCall = defineInternalCall({
  service: 'wallet',
  method: 'POST',
  path: 'internal/payments/repayments',
  summary: 'Starts the card payment of an owner\'s repayment (idempotent on its id); settling it credits the owner\'s wallet and moves the amount on into the campaign\'s repayment escrow as transfer repayment:<id>, in one transaction.',
  body: z.object({
    paymentId: paymentPartyId,
    payerId: paymentPartyId,
    payerEmail: z.pipe(z.nullish(z.string().check(z.maxLength(254))), z.transform((value: string | null | undefined) => value ?? null)),
    campaignId: paymentPartyId,
    campaignName: z.string().check(z.minLength(1), z.maxLength(200)),
    rowId: paymentPartyId,
    repaymentNumber: z.int().check(z.minimum(0), z.maximum(100_000)),
    currency,
    amount: z.int('wallet.amountInvalid').check(z.minimum(1, 'wallet.amountInvalid'), z.maximum(Number.MAX_SAFE_INTEGER, 'wallet.amountInvalid')),
    method: z.enum(REPAYMENT_PAYMENT_METHODS, 'wallet.paymentMethodUnavailable'),
    returnPath: z.string().check(z.regex(/^\/[A-Za-z0-9/_-]{0,200}$/, 'common.invalidFormat')),
    language: z.enum(SUPPORTED_LANGUAGES),
  }),
  answer: walletRepaymentPaymentSchema,
  timeoutMs: 30_000,
  retry: 'idempotent',
  refusals: { 400: 'refused', 409: 'refused', 422: 'refused' },
});

export const repaymentPaymentCall = defineInternalCall({
  service: 'wallet',
  method: 'GET',
  path: 'internal/payments/repayments/:paymentId',
  summary: 'Where an owner\'s card payment of a repayment stands (the wallet asks the provider when still in process, and settles what was paid).',
  answer: walletRepaymentPaymentSchema,
  timeoutMs: 30_000,
  retry: 'idempotent',
  refusals: { 404: 'no-such-payment' },
});

/** Every internal call the wallet serves (a test checks each is served). */
export const WALLET_INTERNAL_CALLS = [
  ledgerTransferCall,
  ledgerTransferBatchCall,
  placeHoldCall,
  postHoldCall,
  voidHoldCall,
  pendingHoldsCall,
  getHoldCall,
  accountBalanceCall,
  startInvestmentPaymentCall,
  investmentPaymentCall,
  startRepaymentPaymentCall,
  repaymentPaymentCall,
] as const;
