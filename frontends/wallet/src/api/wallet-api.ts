/**
 * The wallet service's REST API as this remote uses it (team brief "Wallet REST API", DESIGN §7):
 * amounts are integer baisa, lists grow by `limit`, every call carries `?lng=` and the bearer token
 * (the shared @cf/api-client does both).
 */
import { addTopupEndpoint, createPreapprovalEndpoint, listBankAccountsEndpoint, withdrawEndpoint, type balanceHistoryEndpoint, type connectAchAccountEndpoint, type EndpointBody, type EndpointResponse, type SavedBankAccountView, type WithdrawBody } from '@cf/contracts/rest';
import { api, downloadFile, isApiError } from '@cf/api-client';

export const CURRENCY = 'OMR';
/** A9.3: wallet transactions grow 10 at a time (limit = page × 10). */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** The wallet detail is the wallet service's contract (@cf/contracts/rest). */
export type { BankTransferDetails, PaymentMethodId, WalletDetail, WalletLimits } from '@cf/contracts/rest';
import type { PaymentMethodId, WalletDetail } from '@cf/contracts/rest';

/** A4.6 numeric statuses (the wallet service's contract). */
export { TX_STATUS, type TxStatus } from '@cf/contracts/rest';
import type { TxStatus } from '@cf/contracts/rest';
export const STATUS_NAMES: Record<TxStatus, 'pending' | 'inProcess' | 'success' | 'rejected' | 'failed'> = {
  0: 'pending',
  1: 'inProcess',
  2: 'success',
  3: 'rejected',
  4: 'failed',
};

/** The wallet's answers are its contracts' schemas (@cf/contracts/rest), not copies. */
export type { FeeBreakdown as Fees, TransactionType as TxType, TransactionView as WalletTransaction, TransactionPage, TopupUpdate } from '@cf/contracts/rest';
import type { TransactionPage, TopupUpdate, TransactionView as WalletTransaction } from '@cf/contracts/rest';
/** C4.19 activity reasons (none for most rows). */
export type TxReason = import('@cf/contracts/rest').TransactionReason | null;

/** One point of the balance chart (A2.22). */
export type BalancePoint = import('@cf/contracts/rest').EndpointResponse<typeof balanceHistoryEndpoint>[number];

/** Top-up shapes are the wallet service's contract (@cf/contracts/rest). */
export type { FeeQuote as TopupFees, PreapprovalView as Preapproval, TopupStarted as TopupStart } from '@cf/contracts/rest';
import type { FeeQuote, PreapprovalView, TopupStarted } from '@cf/contracts/rest';

/** The withdrawal request is the wallet service's contract (@cf/contracts/rest), not a copy. */
export type { BankAccountType as AccountType, WithdrawBody, SavedBankAccountView as SavedBankAccount } from '@cf/contracts/rest';

/** 12-14. The sandbox card provider's hosted checkout (public): the wallet's contracts. */
export type { SandboxPayResult as PayAnswer, SandboxSessionView as CheckoutSession } from '@cf/contracts/rest';
import type { SandboxPayResult as PayAnswer, SandboxSessionView as CheckoutSession } from '@cf/contracts/rest';
export type SessionStatus = CheckoutSession['status'];
export interface CardPayment {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** GET banks (site service), in the reader's language: the site's contract. */
export type { ReferenceBank as Bank } from '@cf/contracts/rest';
import type { ReferenceBank as Bank } from '@cf/contracts/rest';

/** equity/ach-payment/get-all-accounts-by-user (A3.11): the wallet's contract. */
export type { AchAccountView as AchAccount } from '@cf/contracts/rest';
import type { AchAccountView as AchAccount } from '@cf/contracts/rest';

const id = (value: string) => encodeURIComponent(value);

/** Lists come as a page `{docs}` or a bare array while services settle. */
function docsOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  const docs = (value as { docs?: unknown } | null)?.docs;
  return Array.isArray(docs) ? (docs as T[]) : [];
}

export const walletApi = {
  detail: () => api.get<WalletDetail>('wallet/get-user-wallet-detail', { query: { currencyId: CURRENCY } }),
  transactions: (limit: number) =>
    api.get<TransactionPage>('wallet/get-user-wallet-list', { query: { currencyId: CURRENCY, limit } }),
  balanceHistory: (days = 90) => api.get<BalancePoint[]>('wallet/balance-history', { query: { days } }),
  createPreapproval: (amount: number) => api.post<PreapprovalView>(createPreapprovalEndpoint.path, { amount, currencyId: CURRENCY } satisfies EndpointBody<typeof createPreapprovalEndpoint>),
  preapproval: (preapprovalId: string) => api.get<PreapprovalView>(`wallet/wallet-preapproval/${id(preapprovalId)}`),
  topupFees: (amount: number, paymentMethod: PaymentMethodId) =>
    api.get<FeeQuote>('wallet/topup-fees', { query: { amount, paymentMethod } }),
  addTopup: (preapprovalId: string, paymentMethod: PaymentMethodId, idempotencyKey: string) =>
    api.post<TopupStarted>(addTopupEndpoint.path, { preapprovalId, paymentMethod } satisfies EndpointBody<typeof addTopupEndpoint>, { headers: { 'idempotency-key': idempotencyKey } }),
  uploadSlip: (transactionId: string, file: File) => {
    const form = new FormData();
    form.append('slip', file);
    return api.post<WalletTransaction>(`wallet/bank-transfer-slip/${id(transactionId)}`, form);
  },
  updateTopup: (preapprovalId: string) => api.patch<TopupUpdate>(`wallet/update-wallet-topup/${id(preapprovalId)}`),
  transaction: (transactionId: string) => api.get<WalletTransaction>(`wallet/transactions/${id(transactionId)}`),
  withdraw: (body: WithdrawBody, idempotencyKey: string) =>
    api.post<EndpointResponse<typeof withdrawEndpoint>>(withdrawEndpoint.path, body, { headers: { 'idempotency-key': idempotencyKey } }),
  // A3.11 saved withdrawal accounts (numbers answered masked).
  bankAccounts: () => api.get<EndpointResponse<typeof listBankAccountsEndpoint>>(listBankAccountsEndpoint.path),
  makePrimaryBankAccount: (accountId: string) => api.patch<SavedBankAccountView>(`user-bank-accounts/${id(accountId)}`, { isPrimary: true }),
  removeBankAccount: (accountId: string) => api.delete<{ id: string; deleted: boolean }>(`user-bank-accounts/${id(accountId)}`),
  banks: async () => docsOf<Bank>(await api.get<unknown>('banks')),
  // Sandbox hosted checkout (providers).
  session: (sessionId: string) => api.get<CheckoutSession>(`equity/payment-gateway/sandbox/sessions/${id(sessionId)}`),
  pay: (sessionId: string, card: CardPayment) =>
    api.post<PayAnswer>(`equity/payment-gateway/sandbox/sessions/${id(sessionId)}/pay`, card),
  challenge: (sessionId: string, code: string) =>
    api.post<PayAnswer>(`equity/payment-gateway/sandbox/sessions/${id(sessionId)}/challenge`, { code }),
  // ACH through the card provider's account connection (A7.11, C2.22, C2.23).
  achConnectionUrl: () => api.get<{ url?: string; connectionUrl?: string } | string>('equity/ach-payment/get-connection-url'),
  connectAch: (params: Record<string, string>) => api.post<EndpointResponse<typeof connectAchAccountEndpoint>>('equity/ach-payment/connect-ach-account', params),
  achAccounts: async () => docsOf<AchAccount>(await api.get<unknown>('equity/ach-payment/get-all-accounts-by-user')),
  disconnectAch: (accountId: string) => api.delete<unknown>(`equity/ach-payment/disconnect-ach-account/${id(accountId)}`),
};

/** The provider is not set up on this platform (the service refuses with 404/501/503 or says so). */
export function isNotConfigured(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 501 || error.status === 503 || /not configured|not enabled|not available/i.test(error.message));
}

export type StatementFormat = 'csv' | 'pdf';

/** 4. The statement as a file (CSV or PDF), saved under the server's file name. */
export function downloadStatement(format: StatementFormat, range: { from?: string; to?: string } = {}): Promise<void> {
  return downloadFile(`wallet/statement.${format}`, { from: range.from, to: range.to }, `wallet-statement.${format}`);
}

export { newIdempotencyKey } from '@cf/api-client';
