import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation, newId } from '@cf/platform';
import { NO_FEES, type FeeBreakdown } from '../fees/fee-schedule';
import { WalletTransactionRow } from './entities/wallet-transaction.entity';
import { newTransactionNumber } from './transaction-number';

export type NewTransaction = Omit<
  WalletTransactionRow,
  'id' | 'transactionNumber' | 'createdAt' | 'updatedAt' | 'feePercentage' | 'feeFlat' | 'feeService' | 'feePlatform' | 'feeVat'
> & { id?: string; fees?: FeeBreakdown; createdAt?: string };

export const EMPTY_TRANSACTION_FIELDS = {
  reason: null,
  providerRef: null,
  preapprovalId: null,
  rejectReason: null,
  failureReason: null,
  details: null,
  campaignId: null,
  campaignName: null,
  bankDetails: null,
  slipKey: null,
  slipContentType: null,
  holdId: null,
  ledgerTransferId: null,
  createdBy: null,
  decidedBy: null,
  decidedAt: null,
  settledAt: null,
} satisfies Partial<WalletTransactionRow>;

/** SQL of wallet_transactions: inserts with a fresh number, and status changes that happen once. */
@Injectable()
export class WalletTransactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, input: NewTransaction): Promise<WalletTransactionRow> {
    const now = input.createdAt ?? new Date().toISOString();
    const { fees = NO_FEES, ...rest } = input;
    for (let attempt = 1; ; attempt++) {
      const row: WalletTransactionRow = {
        ...rest,
        id: input.id ?? newId(),
        transactionNumber: newTransactionNumber(new Date(now)),
        feePercentage: fees.percentage,
        feeFlat: fees.flat,
        feeService: fees.service,
        feePlatform: fees.platform,
        feeVat: fees.vat,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await manager.insert(WalletTransactionRow, row as never);
        return row;
      } catch (error) {
        // A number already taken (1 in ~1e12): draw another. Any other duplicate is the caller's.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
        if (!(await manager.existsBy(WalletTransactionRow, { transactionNumber: row.transactionNumber }))) throw error;
      }
    }
  }

  /**
   * Moves a transaction from one of `from` to a new status, once: a conditional UPDATE, so of two
   * concurrent callers (a webhook and the user's return) exactly one sees `true`.
   */
  async transition(manager: EntityManager, id: string, from: number[], patch: Partial<WalletTransactionRow> & { status: number }): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(WalletTransactionRow)
      .set({ ...patch, updatedAt: new Date().toISOString() } as never)
      .where('id = :id', { id })
      .andWhere('status IN (:...from)', { from })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async update(manager: EntityManager, id: string, patch: Partial<WalletTransactionRow>): Promise<void> {
    await manager.update(WalletTransactionRow, { id }, { ...patch, updatedAt: new Date().toISOString() } as never);
  }

  findById(id: string, manager?: EntityManager): Promise<WalletTransactionRow | null> {
    return (manager ?? this.dataSource.manager).findOneBy(WalletTransactionRow, { id });
  }

  findByProviderRef(gateway: string, providerRef: string): Promise<WalletTransactionRow | null> {
    return this.dataSource.getRepository(WalletTransactionRow).findOneBy({ gateway, providerRef });
  }

  findByPreapproval(preapprovalId: string): Promise<WalletTransactionRow | null> {
    return this.dataSource.getRepository(WalletTransactionRow).findOneBy({ preapprovalId });
  }

  async listForUser(userId: string, currencyId: string, limit: number): Promise<[WalletTransactionRow[], number]> {
    return this.dataSource.getRepository(WalletTransactionRow).findAndCount({
      where: { userId, currencyId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  async listForStatement(userId: string, currencyId: string, from: string, to: string): Promise<WalletTransactionRow[]> {
    return this.dataSource
      .getRepository(WalletTransactionRow)
      .createQueryBuilder('t')
      .where('t.userId = :userId AND t.currencyId = :currencyId', { userId, currencyId })
      .andWhere('t.createdAt >= :from AND t.createdAt < :to', { from, to })
      .orderBy('t.createdAt', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(10_000)
      .getMany();
  }
}
