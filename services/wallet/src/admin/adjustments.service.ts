import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { AdjustmentView, ListPage } from '@cf/contracts';
import { AdjustmentPostedV1, type createAdjustmentEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { AppError, listPage, newId, OutboxService, type AuthenticatedUser, Transactions } from '@cf/platform';
import { checkWholeAmount, FeesService } from '../fees/fees.service';
import { formatOmr } from '../fees/money';
import type { LedgerPort } from '../ledger/ledger.port';
import { LEDGER } from '../ledger/ledger.tokens';
import { TX_STATUS } from '../wallet-transactions/entities/wallet-transaction.entity';
import { accounts, WALLET_CURRENCY } from '../wallet-transactions/wallet-accounts';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WalletUsers } from '../wallet-transactions/wallet-users';

import { AdjustmentsRepository } from './adjustments.repository';
import { AdjustmentRow, type AdjustmentStatus } from './entities/adjustment.entity';

/** An adjustment as administrators read it (its contract's schema). */
export type { AdjustmentView } from '@cf/contracts';

/**
 * Manual credits and refunds (A1.1 "refund and credit wallets"). Up to MAKER_CHECKER_THRESHOLD one
 * administrator posts it; above, it waits (`awaiting_approval`) until a second, different
 * administrator approves: the maker can never approve their own.
 */
@Injectable()
export class AdjustmentsService {
  constructor(
    private readonly adjustments: AdjustmentsRepository,
    private readonly fees: FeesService,
    private readonly users: WalletUsers,
    private readonly transactions: WalletTransactionsRepository,
    private readonly unitOfWork: Transactions,
    private readonly outbox: OutboxService,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
  ) {}

  async create(admin: AuthenticatedUser, dto: EndpointParsedBody<typeof createAdjustmentEndpoint>): Promise<AdjustmentView> {
    const amount = checkWholeAmount(dto.amount);
    if (!(await this.users.find(dto.userId))) throw AppError.notFound('wallet.userNotFound');
    const needsChecker = amount > this.fees.flows.makerCheckerThreshold;
    const row: AdjustmentRow = {
      id: newId(),
      userId: dto.userId,
      kind: dto.kind,
      amount,
      reason: dto.reason.trim(),
      status: 'awaiting_approval',
      makerId: admin.id,
      checkerId: null,
      rejectReason: null,
      transactionId: null,
      createdAt: new Date().toISOString(),
      decidedAt: null,
    };
    await this.unitOfWork.run(async () => {
      await this.adjustments.insert(row);
      if (!needsChecker) await this.post(row, null);
    });
    return this.view(row.id);
  }

  async approve(admin: AuthenticatedUser, id: string): Promise<AdjustmentView> {
    const row = await this.find(id);
    if (row.makerId === admin.id) throw new AppError('wallet.makerCannotApprove', HttpStatus.FORBIDDEN);
    if (row.status !== 'awaiting_approval') throw AppError.conflict('wallet.adjustmentNotAwaiting');
    const done = await this.unitOfWork.run(async () => {
      if (!(await this.adjustments.claimForChecker(id, admin.id))) return false;
      await this.post({ ...row, checkerId: admin.id }, admin.id);
      return true;
    });
    if (!done) throw AppError.conflict('wallet.adjustmentNotAwaiting');
    return this.view(id);
  }

  async reject(admin: AuthenticatedUser, id: string, reason: string): Promise<AdjustmentView> {
    await this.find(id);
    if (!(await this.adjustments.reject(id, admin.id, reason.trim()))) throw AppError.conflict('wallet.adjustmentNotAwaiting');
    return this.view(id);
  }

  async list(status: string | undefined, limit: number): Promise<ListPage<AdjustmentView>> {
    const [rows, total] = await this.adjustments.list(status ? (status as AdjustmentStatus) : undefined, limit);
    return listPage(await Promise.all(rows.map((r) => this.toView(r))), total);
  }

  /** The wallet transaction (status 2), the ledger transfer and the event, in the caller's transaction. */
  private async post(row: AdjustmentRow, checkerId: string | null): Promise<void> {
    const transferId = `adjustment:${row.id}`;
    const transaction = await this.transactions.insert({
      ...EMPTY_TRANSACTION_FIELDS,
      userId: row.userId,
      entryType: 'CREDIT',
      type: row.kind === 'refund' ? 'refund' : 'admin_credit',
      reason: row.kind === 'refund' ? 'refunded_by_admin' : null,
      currencyId: WALLET_CURRENCY,
      amount: row.amount,
      totalAmount: row.amount,
      gateway: 'admin',
      status: TX_STATUS.success,
      details: row.reason,
      ledgerTransferId: transferId,
      createdBy: row.makerId,
      decidedBy: checkerId ?? row.makerId,
      decidedAt: new Date().toISOString(),
      settledAt: new Date().toISOString(),
    });
    await this.ledger.transfer(
      {
        transferId,
        reason: row.kind === 'refund' ? 'refund' : 'admin_credit',
        entries: [
          { account: accounts.adjustments(), amount: -BigInt(row.amount) },
          { account: accounts.userWallet(row.userId), amount: BigInt(row.amount) },
        ],
        metadata: { adjustmentId: row.id, transactionId: transaction.id, reason: row.reason, makerId: row.makerId, checkerId },
        actorId: checkerId ?? row.makerId,
      },
    );
    await this.adjustments.markPosted(row.id, transaction.id);
    await this.outbox.append(AdjustmentPostedV1, row.id, {
      adjustmentId: row.id,
      transactionId: transaction.id,
      transactionNumber: transaction.transactionNumber,
      userId: row.userId,
      kind: row.kind,
      amount: row.amount,
      currency: WALLET_CURRENCY,
      reason: row.reason,
      makerId: row.makerId,
      checkerId,
    });
  }

  private async find(id: string): Promise<AdjustmentRow> {
    const row = await this.adjustments.findById(id);
    if (!row) throw AppError.notFound('wallet.adjustmentNotFound');
    return row;
  }

  private async view(id: string): Promise<AdjustmentView> {
    return this.toView(await this.find(id));
  }

  private async toView(row: AdjustmentRow): Promise<AdjustmentView> {
    const user = await this.users.find(row.userId);
    const transaction = row.transactionId ? await this.transactions.findById(row.transactionId) : null;
    return {
      ...row,
      _id: row.id,
      transactionNumber: transaction?.transactionNumber ?? null,
      user: { email: user?.email ?? null, firstName: user?.firstName ?? null, lastName: user?.lastName ?? null },
    };
  }

  /** For messages: the threshold as shown to administrators. */
  thresholdText(): string {
    return formatOmr(this.fees.flows.makerCheckerThreshold);
  }
}
