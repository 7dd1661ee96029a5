import * as z from 'zod/mini';
import { answerBaisa, answerCount, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint, type EndpointAccess, type HttpMethod } from '../define-endpoint';
import { feeQuoteSchema, preapprovalSchema } from './topup';
import { adjustmentSchema, adminTransactionSchema } from './admin';
import { transactionSchema, TX_STATUS, walletDetailSchema } from './transactions';

/**
 * The wallet's read, review and provider routes (A7.10, A7.11, A2.22, A4.6). Their query values are
 * checked by the wallet service, which knows the limits, statuses and dates; the contract documents
 * them and bounds their length.
 */
const queryText = (max = 100) => z.optional(z.string('common.invalidFormat').check(z.maxLength(max, 'common.invalidFormat')));
const wallet = <M extends HttpMethod>(method: M, path: string, summary: string, access: EndpointAccess = 'user') =>
  ({ method, path, access, context: 'wallet', summary }) as const;

export const walletDetailEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/get-user-wallet-detail', 'A7.10 The wallet: balance, held, available, the low-balance notice, limits and payment methods.'),
  query: z.object({ currencyId: queryText(3) }),
  answer: walletDetailSchema,
});
/** A page of the wallet's transactions and the wallet's balance (baisa). */
export const transactionPageSchema = z.extend(listPageOf(transactionSchema), { userWalletBalance: answerBaisa() });
export type TransactionPage = z.infer<typeof transactionPageSchema>;
export const balanceHistorySchema = z.array(z.object({ date: answerText(10), balance: answerBaisa() })).check(z.maxLength(366));
export const walletListEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/get-user-wallet-list', 'A7.10 The wallet\'s transactions, newest first (page × 10, A9.3).'),
  query: z.object({ currencyId: queryText(3), limit: queryText(10) }),
  answer: transactionPageSchema,
});
export const balanceHistoryEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/balance-history', 'A2.22 The balance at the end of each day (the wallet chart).'),
  query: z.object({ days: queryText(4) }),
  answer: balanceHistorySchema,
});
export const walletTransactionEndpoint = defineEndpoint({ ...wallet('GET', 'wallet/transactions/:id', 'A7.10 One of the user\'s transactions (the receipt page).'), answer: transactionSchema });
export const transactionsEndpoint = defineEndpoint({
  ...wallet('GET', 'transactions', 'A7.10 The same list as get-user-wallet-list.'),
  query: z.object({ currencyId: queryText(3), limit: queryText(10) }),
  answer: transactionPageSchema,
});
export const transactionEndpoint = defineEndpoint({ ...wallet('GET', 'transactions/:id', 'A7.10 One of the user\'s transactions.'), answer: transactionSchema });
export const topupFeesEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/topup-fees', 'A3.17 The fees of a top-up of `amount` baisa by a payment method, shown before paying.'),
  query: z.object({ amount: queryText(20), paymentMethod: queryText(20) }),
  answer: feeQuoteSchema,
});
const statementQuery = z.object({ from: queryText(10), to: queryText(10) });
export const statementCsvEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/statement.csv', 'A2.22 The statement as CSV (`from`, `to`: YYYY-MM-DD, Muscat days, inclusive).'),
  query: statementQuery,
  produces: ['text/csv'],
});
/** Issue 38: every wallet transaction of a period for administrators, streamed as CSV (any size, constant memory). */
export const adminTransactionsExportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'wallet/admin/export/transactions.csv',
  access: 'admin',
  context: 'wallet',
  summary: 'Every transaction of the period (`from`, `to` as the statement\'s) as CSV, streamed.',
  query: statementQuery,
  produces: ['text/csv'],
});
export const statementPdfEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/statement.pdf', 'A2.22 The statement as a PDF (Arabic shaped and right-to-left).'),
  query: statementQuery,
  produces: ['application/pdf'],
});
export const preapprovalEndpoint = defineEndpoint({ ...wallet('GET', 'wallet/wallet-preapproval/:id', 'A7.10 A preapproved top-up.'), answer: preapprovalSchema });
/** Where a top-up stands, and its transaction once made. */
export const topupUpdateSchema = z.object({ status: z.literal([TX_STATUS.pending, TX_STATUS.inProcess, TX_STATUS.success, TX_STATUS.rejected, TX_STATUS.failed]), transaction: z.nullable(transactionSchema) });
export type TopupUpdate = z.infer<typeof topupUpdateSchema>;
export const refreshTopupEndpoint = defineEndpoint({ ...wallet('PATCH', 'wallet/update-wallet-topup/:preapprovalId', 'A7.10 Where a top-up stands (the provider is asked when needed).'), answer: topupUpdateSchema });
/** Bank-transfer slip: pdf, jpg or png, at most 5 MB (the wallet checks the bytes again: WALLET_SLIP_MAX_BYTES). */
export const SLIP_RULES = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
  maxBytes: 5 * 1024 * 1024,
} as const;

/** What is wrong with a chosen slip file, before it is sent (null: nothing). */
export function slipProblem(file: { name: string; type: string; size: number } | null): 'slipRequired' | 'slipType' | 'slipSize' | 'slipEmpty' | null {
  if (!file) return 'slipRequired';
  const name = file.name.toLowerCase();
  if (!(SLIP_RULES.types as readonly string[]).includes(file.type) || !SLIP_RULES.extensions.some((e) => name.endsWith(e))) return 'slipType';
  if (file.size > SLIP_RULES.maxBytes) return 'slipSize';
  if (file.size === 0) return 'slipEmpty';
  return null;
}

export const uploadSlipEndpoint = defineEndpoint({
  ...wallet('POST', 'wallet/bank-transfer-slip/:transactionId', 'A4.6 Upload the bank-transfer slip of a top-up (pdf, jpg or png, at most 5 MB; multipart).'),
  upload: { field: 'slip', types: SLIP_RULES.types, maxBytes: SLIP_RULES.maxBytes },
  answer: transactionSchema,
});
export const slipEndpoint = defineEndpoint({ ...wallet('GET', 'wallet/bank-transfer-slip/:transactionId', 'A4.6 The bank-transfer slip of one of the user\'s top-ups.'), produces: SLIP_RULES.types });

// Child wallets (A7.10): ./children.ts.

// Administration (A4.6, A1.1).
export const adminTransactionsEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/admin/transactions', 'A4.6 Every user\'s wallet transactions, filtered by status, type, gateway, user or words (page × 10).', 'admin'),
  query: z.object({ status: queryText(20), type: queryText(40), gateway: queryText(40), userId: queryText(36), search: queryText(100), limit: queryText(10) }),
  answer: listPageOf(adminTransactionSchema),
});
export const pendingCountsEndpoint = defineEndpoint({ ...wallet('GET', 'wallet/admin/transactions/pending-counts', 'A4.6 How many top-ups and withdrawals wait for review.', 'admin'), answer: z.record(answerText(40), answerCount()) });
export const adminTransactionEndpoint = defineEndpoint({ ...wallet('GET', 'wallet/admin/transactions/:id', 'A4.6 One transaction with its user.', 'admin'), answer: adminTransactionSchema });
export const adminSlipEndpoint = defineEndpoint({ ...wallet('GET', 'wallet/admin/transactions/:id/slip', 'A4.6 The bank-transfer slip of a top-up.', 'admin'), produces: SLIP_RULES.types });
export const approveTransactionEndpoint = defineEndpoint({
  ...wallet('POST', 'wallet/admin/transactions/:id/approve', 'A4.6 Approve a bank-transfer top-up (the wallet is credited) or a withdrawal (the hold is paid out).', 'admin'),
  answer: adminTransactionSchema,
});
export const adjustmentsEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/admin/adjustments', 'A1.1 Manual credits and refunds, by status (page × 10).', 'admin'),
  query: z.object({ status: queryText(20), limit: queryText(10) }),
  answer: listPageOf(adjustmentSchema),
});
export const approveAdjustmentEndpoint = defineEndpoint({ ...wallet('POST', 'wallet/admin/adjustments/:id/approve', 'A1.1 The second administrator approves a manual adjustment.', 'admin'), answer: adjustmentSchema });

// Payment providers.
/** The sandbox processor's hosted page (API items 12-14): the session, and the answer to a payment or challenge attempt. */
export const SANDBOX_SESSION_STATUSES = ['open', 'challenge', 'succeeded', 'declined', 'expired'] as const;
export const sandboxSessionSchema = z.object({
  sessionId: answerText(100),
  amount: answerBaisa(),
  currency: answerText(3),
  merchantName: answerText(200),
  description: answerText(500),
  status: z.enum(SANDBOX_SESSION_STATUSES),
  successUrl: answerText(2000),
  cancelUrl: answerText(2000),
  expiresAt: answerTimestamp(),
  declineReason: z.nullable(answerText(500)),
  cardBrand: z.nullable(answerText(40)),
  cardLast4: z.nullable(answerText(4)),
});
export type SandboxSessionView = z.infer<typeof sandboxSessionSchema>;
export const sandboxPayResultSchema = z.object({ status: z.enum(['succeeded', 'declined', 'challenge']), declineReason: z.optional(answerText(500)), redirectUrl: z.optional(answerText(2000)) });
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;
export const sandboxSessionEndpoint = defineEndpoint({ ...wallet('GET', 'equity/payment-gateway/sandbox/sessions/:sessionId', 'The sandbox card provider\'s hosted page (embedded mode).', 'public'), answer: sandboxSessionSchema });
export const sandboxPayEndpoint = defineEndpoint({ ...wallet('POST', 'equity/payment-gateway/sandbox/sessions/:sessionId/pay', 'The sandbox card provider\'s "pay" button.', 'public'), answer: sandboxPayResultSchema });
export const sandboxChallengeEndpoint = defineEndpoint({ ...wallet('POST', 'equity/payment-gateway/sandbox/sessions/:sessionId/challenge', 'The sandbox card provider\'s 3-D Secure challenge.', 'public'), answer: sandboxPayResultSchema });
/** What a provider's notification did: the top-up it settled (and its status now), or nothing; a repeat is said to be one. */
export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  transactionId: z.nullable(answerText(100)),
  status: z.nullable(z.literal([TX_STATUS.pending, TX_STATUS.inProcess, TX_STATUS.success, TX_STATUS.rejected, TX_STATUS.failed])),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
export const providerWebhookEndpoint = defineEndpoint({
  ...wallet('POST', 'equity/payment-gateway/webhook/:provider', 'A signed payment provider notification (verified by its signature; credits a top-up once).', 'public'),
  answer: webhookAnswerSchema,
});
