import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';

/** A7.11 / C7.7 ACH paths (bank account connection through the provider's hosted session). */
const ach = (method: 'GET' | 'POST' | 'DELETE', path: string, summary: string) =>
  ({ method, path: `equity/ach-payment/${path}`, access: 'user', context: 'wallet', summary }) as const;

export const achConnectionUrlEndpoint = defineEndpoint(ach('GET', 'get-connection-url', 'A7.11 Where to connect a bank account for ACH payments (the provider\'s hosted page).'));
export const achLinkTokenEndpoint = defineEndpoint(ach('POST', 'create-payment-link-token', 'A7.11 A link token for the provider\'s bank-connection widget.'));

export const connectAchAccountSchema = z.object({
  sessionId: z.string('wallet.achSessionInvalid').check(z.minLength(1, 'wallet.achSessionInvalid'), z.maxLength(255, 'wallet.achSessionInvalid')),
});
export const connectAchAccountEndpoint = defineEndpoint({
  ...ach('POST', 'connect-ach-account', 'A7.11 Save the bank account the user connected in the provider\'s session.'),
  body: connectAchAccountSchema,
});

export const achAccountsEndpoint = defineEndpoint(ach('GET', 'get-all-accounts-by-user', 'A7.11 The signed-in user\'s connected bank accounts.'));
export const disconnectAchAccountEndpoint = defineEndpoint(ach('DELETE', 'disconnect-ach-account/:id', 'A7.11 Disconnect one of the user\'s bank accounts.'));
export const disconnectAchAccountByPostEndpoint = defineEndpoint(ach('POST', 'disconnect-ach-account/:id', 'A7.11 Disconnect one of the user\'s bank accounts (the form\'s POST alias).'));

export const achProcessPaymentSchema = z.object({
  preapprovalId: z.optional(z.string('wallet.preapprovalRequired').check(z.maxLength(36, 'wallet.preapprovalNotFound'))),
  accountId: z.optional(z.string('wallet.connectPaymentAccount').check(z.maxLength(128, 'wallet.connectPaymentAccount'))),
});
export const achProcessPaymentEndpoint = defineEndpoint({
  ...ach('POST', 'wallet-process-payment', 'A7.11 Pay a preapproved top-up from a connected bank account.'),
  body: achProcessPaymentSchema,
});
