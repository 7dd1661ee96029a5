/**
 * The wallet service's administration calls (team brief "Wallet REST API" 15-17): the review queue
 * of bank-transfer top-ups and withdrawals, approve/reject, and manual credits/refunds with a second
 * approval above the maker-checker threshold. Amounts are integer baisa.
 */
import { api, buildUrl, getToken, type ListPage } from '@cf/api-client';

export type AdminTxStatus = 0 | 1 | 2 | 3 | 4;
export const ADMIN_TX_STATUSES: AdminTxStatus[] = [0, 1, 2, 3, 4];
export const STATUS_KEYS: Record<AdminTxStatus, string> = { 0: 'pending', 1: 'inProcess', 2: 'success', 3: 'rejected', 4: 'failed' };
export const TX_TYPES = ['topup', 'withdrawal', 'investment', 'refund', 'admin_credit', 'distribution', 'campaign_unsuccessful', 'payout', 'repayment'] as const;
export const TX_GATEWAYS = ['bank_transfer', 'sandbox_card', 'stripe', 'paymob', 'paypal', 'wallet', 'admin'] as const;

/** A transaction with its user, and a manual adjustment: the wallet's contracts (@cf/contracts/rest), not copies. */
export type { AdminTransactionView as AdminWalletTransaction, AdjustmentView as Adjustment } from '@cf/contracts/rest';
import type { AdjustmentView as Adjustment, AdminTransactionView as AdminWalletTransaction } from '@cf/contracts/rest';

export interface TransactionFilters {
  status: string;
  type: string;
  gateway: string;
  search: string;
}

export type AdjustmentKind = Adjustment['kind'];
export type AdjustmentStatus = Adjustment['status'];

export const adjustmentId = (a: Adjustment) => a.id;
export const makerOf = (a: Adjustment) => a.makerId;

/** The slip as a file: fetched with the bearer token (a plain link would not carry it). */
export async function fetchSlip(txId: string): Promise<Blob> {
  const response = await fetch(buildUrl(`wallet/admin/transactions/${encodeURIComponent(txId)}/slip`), {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    let message = '';
    try {
      message = ((await response.json()) as { message?: string }).message ?? '';
    } catch {
      /* not JSON */
    }
    throw new Error(message);
  }
  return response.blob();
}

const id = (value: string) => encodeURIComponent(value);

export const walletAdminApi = {
  transactions: (filters: TransactionFilters, limit: number) =>
    api.get<ListPage<AdminWalletTransaction>>('wallet/admin/transactions', {
      query: {
        status: filters.status || undefined,
        type: filters.type || undefined,
        gateway: filters.gateway || undefined,
        search: filters.search.trim() || undefined,
        limit,
      },
    }),
  /** How many top-ups and withdrawals wait for review, by type. */
  pendingCounts: async () => (await api.get<Record<string, number>>('wallet/admin/transactions/pending-counts')) ?? {},
  approve: (txId: string) => api.post<AdminWalletTransaction>(`wallet/admin/transactions/${id(txId)}/approve`, {}),
  reject: (txId: string, reason: string) => api.post<AdminWalletTransaction>(`wallet/admin/transactions/${id(txId)}/reject`, { reason }),
  adjustments: (status: string, limit: number) =>
    api.get<ListPage<Adjustment>>('wallet/admin/adjustments', { query: { status: status || undefined, limit } }),
  createAdjustment: (body: { userId: string; kind: AdjustmentKind; amount: number; reason: string }, idempotencyKey: string) =>
    api.post<Adjustment>('wallet/admin/adjustments', body, { headers: { 'idempotency-key': idempotencyKey } }),
  approveAdjustment: (adjId: string) => api.post<Adjustment>(`wallet/admin/adjustments/${id(adjId)}/approve`, {}),
  rejectAdjustment: (adjId: string, reason: string) => api.post<Adjustment>(`wallet/admin/adjustments/${id(adjId)}/reject`, { reason }),
};

/** The user a row belongs to, as the list gives it. */
export function userLabel(row: { user?: { email?: string | null; firstName?: string | null; lastName?: string | null } | null; userEmail?: string | null; userName?: string | null; userId?: string }): string {
  const name = row.userName || [row.user?.firstName, row.user?.lastName].filter(Boolean).join(' ');
  const email = row.userEmail || row.user?.email || '';
  return [name, email].filter(Boolean).join(' · ') || row.userId || '—';
}

export { newIdempotencyKey } from '@cf/api-client';
