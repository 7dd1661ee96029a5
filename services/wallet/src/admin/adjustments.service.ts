import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ListPage } from '@cf/contracts';
import { AdjustmentPostedV1 } from '@cf/contracts';
import { AppError, listPage, newId, OutboxService, type AuthenticatedUser } from '@cf/platform';
import { checkWholeAmount, FeesService } from '../fees/fees.service';
import { formatOmr } from '../fees/money';
import type { LedgerPort } from '../ledger/ledger.port';
import { LEDGER } from '../ledger/ledger.tokens';
import { TX_STATUS } from '../wallet-reads/entities/wallet-transaction.entity';
import { UnitOfWork } from '../wallet-reads/unit-of-work';
import { accounts, WALLET_CURRENCY } from '../wallet-reads/wallet-accounts';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from '../wallet-reads/wallet-transactions.repository';
import { WalletUsers } from '../wallet-reads/wallet-users';
import type { CreateAdjustmentDto } from './dtos/admin.dto';
import { AdjustmentRow, type AdjustmentStatus } from './entities/adjustment.entity';

export type AdjustmentView = AdjustmentRow & { _id: string; transactionNumber: string | null; user: { email: string | null; firstName: string | null; lastName: string | null } };

/**
 * Manual credits and refunds (A1.1 "refund and credit wallets"). Up to MAKER_CHECKER_THRESHOLD one
 * administrator posts it; above, it waits (`awaiting_approval`) until a second, different
 * administrator approves: the maker can never approve their own.
 */
@Injectable()
export class AdjustmentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly fees: FeesService,
    private readonly users: WalletUsers,
    private readonly transactions: WalletTransactionsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: OutboxService,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
  ) {}

  async create(admin: AuthenticatedUser, dto: CreateAdjustmentDto): Promise<AdjustmentView> {
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
    await this.unitOfWork.run(async (manager) => {
      await manager.insert(AdjustmentRow, row);
      if (!needsChecker) await this.post(manager, row, null);
    });
    return this.view(row.id);
  }

  async approve(admin: AuthenticatedUser, id: string): Promise<AdjustmentView> {
    const row = await this.find(id);
    if (row.makerId === admin.id) throw new AppError('wallet.makerCannotApprove', HttpStatus.FORBIDDEN);
    if (row.status !== 'awaiting_approval') throw AppError.conflict('wallet.adjustmentNotAwaiting');
    const done = await this.unitOfWork.run(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(AdjustmentRow)
        .set({ checkerId: admin.id })
        .where('id = :id AND status = :status AND checkerId IS NULL', { id, status: 'awaiting_approval' })
        .execute();
      if ((claimed.affected ?? 0) !== 1) return false;
      await this.post(manager, { ...row, checkerId: admin.id }, admin.id);
      return true;
    });
    if (!done) throw AppError.conflict('wallet.adjustmentNotAwaiting');
    return this.view(id);
  }

  async reject(admin: AuthenticatedUser, id: string, reason: string): Promise<AdjustmentView> {
    await this.find(id);
    const result = await this.dataSource
      .createQueryBuilder()
      .update(AdjustmentRow)
      .set({ status: 'rejected', checkerId: admin.id, rejectReason: reason.trim(), decidedAt: new Date().toISOString() })
      .where('id = :id AND status = :status', { id, status: 'awaiting_approval' })
      .execute();
    if ((result.affected ?? 0) !== 1) throw AppError.conflict('wallet.adjustmentNotAwaiting');
    return this.view(id);
  }

  async list(status: string | undefined, limit: number): Promise<ListPage<AdjustmentView>> {
    const where = status ? { status: status as AdjustmentStatus } : {};
    const [rows, total] = await this.dataSource.getRepository(AdjustmentRow).findAndCount({ where, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return listPage(await Promise.all(rows.map((r) => this.toView(r))), total);
  }

  /** The wallet transaction (status 2), the ledger transfer and the event, in the caller's transaction. */
  private async post(manager: EntityManager, row: AdjustmentRow, checkerId: string | null): Promise<void> {
    const transferId = `adjustment:${row.id}`;
    const transaction = await this.transactions.insert(manager, {
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
      { manager },
    );
    await manager.update(AdjustmentRow, { id: row.id }, { status: 'posted', transactionId: transaction.id, decidedAt: new Date().toISOString() });
    await this.outbox.append(manager, AdjustmentPostedV1, row.id, {
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
    const row = await this.dataSource.getRepository(AdjustmentRow).findOneBy({ id });
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
