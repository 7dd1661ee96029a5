import * as z from 'zod/mini';
import { answerCount, answerId, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';

/** A connected bank account (A3.11: account ID, company name, created date). */
export const achAccountSchema = z.object({
  _id: answerId(),
  id: answerId(),
  accountId: answerText(128),
  companyName: answerText(200),
  bankName: answerText(200),
  last4: z.nullable(answerText(4)),
  status: z.enum(['active', 'disconnected']),
  createdAt: answerTimestamp(),
});
export type AchAccountView = z.infer<typeof achAccountSchema>;

/** A7.11 / C7.7 ACH paths (bank account connection through the provider's hosted session). */
const ach = (method: 'GET' | 'POST' | 'DELETE', path: string, summary: string) =>
  ({ method, path: `equity/ach-payment/${path}`, access: 'user', context: 'wallet', summary }) as const;

export const achConnectionUrlEndpoint = defineEndpoint({
  ...ach('GET', 'get-connection-url', 'A7.11 Where to connect a bank account for ACH payments (the provider\'s hosted page).'),
  answer: z.object({ url: z.nullable(answerText(2000)), sessionId: answerText(255) }),
});
export const achLinkTokenEndpoint = defineEndpoint({
  ...ach('POST', 'create-payment-link-token', 'A7.11 A link token for the provider\'s bank-connection widget.'),
  answer: z.object({ linkToken: z.nullable(answerText(2000)), sessionId: answerText(255) }),
});

export const connectAchAccountSchema = z.object({
  sessionId: z.string('wallet.achSessionInvalid').check(z.minLength(1, 'wallet.achSessionInvalid'), z.maxLength(255, 'wallet.achSessionInvalid')),
});
export const connectAchAccountEndpoint = defineEndpoint({
  ...ach('POST', 'connect-ach-account', 'A7.11 Save the bank account the user connected in the provider\'s session.'),
  body: connectAchAccountSchema,
  answer: listPageOf(achAccountSchema, 100),
});

export const achAccountsEndpoint = defineEndpoint({ ...ach('GET', 'get-all-accounts-by-user', 'A7.11 The signed-in user\'s connected bank accounts.'), answer: listPageOf(achAccountSchema, 100) });
export const disconnectAchAccountEndpoint = defineEndpoint({ ...ach('DELETE', 'disconnect-ach-account/:id', 'A7.11 Disconnect one of the user\'s bank accounts.'), answer: achAccountSchema });
export const disconnectAchAccountByPostEndpoint = defineEndpoint({ ...ach('POST', 'disconnect-ach-account/:id', 'A7.11 Disconnect one of the user\'s bank accounts (the form\'s POST alias).'), answer: achAccountSchema });

export const achProcessPaymentSchema = z.object({
  preapprovalId: z.optional(z.string('wallet.preapprovalRequired').check(z.maxLength(36, 'wallet.preapprovalNotFound'))),
  accountId: z.optional(z.string('wallet.connectPaymentAccount').check(z.maxLength(128, 'wallet.connectPaymentAccount'))),
});
export const achProcessPaymentEndpoint = defineEndpoint({
  ...ach('POST', 'wallet-process-payment', 'A7.11 Pay a preapproved top-up from a connected bank account: refused with its reason while ACH debits settle only in US dollars (ADR 0012).'),
  body: achProcessPaymentSchema,
  /** Never succeeds for an OMR wallet: every answer is a 4xx with its reason (ADR 0012). */
  answer: z.never(),
});

export const achInvestmentPaymentSchema = z.object({
  investmentId: z.string('investments.investmentIdRequired').check(z.minLength(1, 'investments.investmentIdRequired'), z.maxLength(36, 'investments.notFound')),
  accountId: z.optional(z.string('wallet.connectPaymentAccount').check(z.maxLength(128, 'wallet.connectPaymentAccount'))),
});
export const achInvestmentPaymentEndpoint = defineEndpoint({
  ...ach('POST', 'process-payment', 'C7.7 Pay an investment from a connected bank account: refused with its reason, as a top-up is (ADR 0012).'),
  body: achInvestmentPaymentSchema,
  answer: z.never(),
});

/** Why ACH cannot pay: not offered here, no connected account, or OMR (ACH settles in US dollars). */
export const ACH_REFUSALS = ['unavailable', 'no_account', 'currency'] as const;
export const achStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: 'repayment/get-ach-status',
  access: 'user',
  context: 'wallet',
  summary: 'C7.4 get-ach-status: whether the signed-in owner can pay a repayment by ACH debit, and why not (ADR 0012).',
  answer: z.object({ available: z.boolean(), connectedAccounts: answerCount(), payable: z.boolean(), reason: z.nullable(z.enum(ACH_REFUSALS)) }),
});
