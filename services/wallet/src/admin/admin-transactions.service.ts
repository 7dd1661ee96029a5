import { Injectable } from '@nestjs/common';
import type { AdminTransactionView, ListPage } from '@cf/contracts';
import { AppError, listPage, Transactions, type AuthenticatedUser } from '@cf/platform';
import { TopupService } from '../topup/topup.service';
import { TX_STATUS, type WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { toTransactionView } from '../wallet-transactions/transaction-view';
import { walletIdOf } from '../wallet-transactions/wallet-accounts';
import { WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WalletUsers, type KnownUser } from '../wallet-transactions/wallet-users';
import { WithdrawalService } from '../withdrawal/withdrawal.service';
import { RejectionEvents } from './rejection-events';

export interface AdminTransactionFilter {
  status?: string;
  type?: string;
  gateway?: string;
  userId?: string;
  search?: string;
  limit: number;
}

/** A transaction with its user (its contract's schema). */
export type { AdminTransactionView } from '@cf/contracts';

/** A6 / A4.6: administrators review bank-transfer top-ups and withdrawals (approve, or reject with a reason). */
@Injectable()
export class AdminTransactionsService {
  constructor(
    private readonly transactions: WalletTransactionsRepository,
    private readonly users: WalletUsers,
    private readonly unitOfWork: Transactions,
    private readonly topups: TopupService,
    private readonly withdrawals: WithdrawalService,
    private readonly rejections: RejectionEvents,
  ) {}

  async list(filter: AdminTransactionFilter): Promise<ListPage<AdminTransactionView>> {
    const search = filter.search?.trim();
    const userIds = search ? await this.users.search(search) : [];
    const [rows, total] = await this.transactions.listForAdmin({ ...filter, search, userIdsMatchingSearch: userIds });
    const known = await this.users.findMany(rows.map((r) => r.userId));
    return listPage(
      rows.map((row) => this.adminView(row, known.get(row.userId) ?? null)),
      total,
    );
  }

  private adminView(row: WalletTransactionRow, user: KnownUser | null): AdminTransactionView {
    return {
      ...toTransactionView(row, walletIdOf(row.userId), { revealAccountNumber: true }),
      user: { id: row.userId, email: user?.email ?? null, firstName: user?.firstName ?? null, lastName: user?.lastName ?? null },
    };
  }

  async one(id: string): Promise<AdminTransactionView> {
    const row = await this.transactions.findById(id);
    if (!row) throw AppError.notFound('wallet.transactionNotFound');
    return this.adminView(row, await this.users.find(row.userId));
  }

  /** Bank-transfer top-up with a slip: credit the wallet (0 → 2). Withdrawal: pay out the hold (0 → 2). */
  async approve(admin: AuthenticatedUser, id: string): Promise<AdminTransactionView> {
    const row = await this.decidable(id);
    if (row.type === 'topup') {
      await this.topups.settle(row.id, { approvedBy: admin.id, from: [TX_STATUS.pending] });
    } else {
      const done = await this.unitOfWork.run(() => this.withdrawals.approve(row, admin.id));
      if (!done) throw AppError.conflict('wallet.transactionNotPending');
    }
    const after = await this.one(row.id);
    if (after.status !== TX_STATUS.success) throw AppError.conflict('wallet.transactionNotPending');
    return after;
  }

  /** Reject with a reason (3): a top-up is never credited; a withdrawal's hold returns to the wallet. The user is told why. */
  async reject(admin: AuthenticatedUser, id: string, reason: string): Promise<AdminTransactionView> {
    const row = await this.decidable(id, true);
    const text = reason.trim();
    const done = await this.unitOfWork.run(async () => {
      let moved: boolean;
      if (row.type === 'topup') {
        moved = await this.transactions.transition(row.id, [TX_STATUS.pending, TX_STATUS.inProcess], {
          status: TX_STATUS.rejected,
          rejectReason: text,
          decidedBy: admin.id,
          decidedAt: new Date().toISOString(),
        });
      } else {
        moved = await this.withdrawals.reject(row, admin.id, text);
      }
      if (moved) await this.rejections.append(row, text, admin.id);
      return moved;
    });
    if (!done) throw AppError.conflict('wallet.transactionNotPending');
    return this.one(row.id);
  }

  /** Only bank-transfer top-ups and withdrawals wait for an administrator. */
  private async decidable(id: string, allowAwaitingSlip = false): Promise<WalletTransactionRow> {
    const row = await this.transactions.findById(id);
    if (!row) throw AppError.notFound('wallet.transactionNotFound');
    const reviewable = (row.type === 'topup' && row.gateway === 'bank_transfer') || row.type === 'withdrawal';
    if (!reviewable) throw AppError.conflict('wallet.transactionNotReviewable');
    const waiting = row.status === TX_STATUS.pending || (allowAwaitingSlip && row.type === 'topup' && row.status === TX_STATUS.inProcess);
    if (!waiting) throw AppError.conflict('wallet.transactionNotPending');
    return row;
  }

  /** Rows waiting for an administrator, by type (badge counts). */
  async pendingCounts(): Promise<Record<string, number>> {
    return this.transactions.pendingCountsByType();
  }
}
