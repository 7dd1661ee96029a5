import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { isUniqueViolation, newId, Transactions } from '@cf/platform';
import { NO_FEES, type FeeBreakdown } from '../fees/fee-schedule';
import { TX_STATUS, WalletTransactionRow } from './entities/wallet-transaction.entity';
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
  investmentId: null,
  repaymentPaymentId: null,
  repaymentRowId: null,
  childId: null,
  holdExpiresAt: null,
  checkoutUrl: null,
  createdBy: null,
  decidedBy: null,
  decidedAt: null,
  settledAt: null,
} satisfies Partial<WalletTransactionRow>;

/** SQL of wallet_transactions: inserts with a fresh number, and status changes that happen once. */
@Injectable()
export class WalletTransactionsRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The ambient transaction's this.manager (or the pooled one outside a transaction). */
  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  async insert(input: NewTransaction): Promise<WalletTransactionRow> {
    const [row] = await this.insertMany([input]);
    return row;
  }

  /** Rows in one INSERT, each with a fresh number (drawn again, for all, if one was taken). */
  async insertMany(inputs: NewTransaction[]): Promise<WalletTransactionRow[]> {
    if (inputs.length === 0) return [];
    const ids = inputs.map((input) => input.id ?? newId());
    for (let attempt = 1; ; attempt++) {
      const rows = inputs.map((input, i): WalletTransactionRow => {
        const now = input.createdAt ?? new Date().toISOString();
        const { fees = NO_FEES, ...rest } = input;
        return {
          ...rest,
          id: ids[i],
          transactionNumber: newTransactionNumber(new Date(now)),
          feePercentage: fees.percentage,
          feeFlat: fees.flat,
          feeService: fees.service,
          feePlatform: fees.platform,
          feeVat: fees.vat,
          createdAt: now,
          updatedAt: now,
        };
      });
      try {
        await this.insertRows(rows);
        return rows;
      } catch (error) {
        // A number already taken (1 in ~1e12): draw again. Any other duplicate is the caller's.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
        if (!(await this.manager.existsBy(WalletTransactionRow, { transactionNumber: In(rows.map((row) => row.transactionNumber)) }))) throw error;
      }
    }
  }

  /**
   * Moves a transaction from one of `from` to a new status, once: a conditional UPDATE, so of two
   * concurrent callers (a webhook and the user's return) exactly one sees `true`.
   */
  async transition(id: string, from: number[], patch: Partial<WalletTransactionRow> & { status: number }): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(WalletTransactionRow)
      .set({ ...patch, updatedAt: new Date().toISOString() } as never)
      .where('id = :id', { id })
      .andWhere('status IN (:...from)', { from })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async update(id: string, patch: Partial<WalletTransactionRow>): Promise<void> {
    await this.manager.update(WalletTransactionRow, { id }, { ...patch, updatedAt: new Date().toISOString() } as never);
  }

  findById(id: string): Promise<WalletTransactionRow | null> {
    return this.manager.findOneBy(WalletTransactionRow, { id });
  }

  findByProviderRef(gateway: string, providerRef: string): Promise<WalletTransactionRow | null> {
    return this.manager.getRepository(WalletTransactionRow).findOneBy({ gateway, providerRef });
  }

  findByPreapproval(preapprovalId: string): Promise<WalletTransactionRow | null> {
    return this.manager.getRepository(WalletTransactionRow).findOneBy({ preapprovalId });
  }

  findByRepaymentPayment(repaymentPaymentId: string): Promise<WalletTransactionRow | null> {
    return this.manager.getRepository(WalletTransactionRow).findOneBy({ repaymentPaymentId });
  }

  findByInvestment(investmentId: string): Promise<WalletTransactionRow | null> {
    return this.manager.getRepository(WalletTransactionRow).findOneBy({ investmentId });
  }

  /** Top-ups, adjustments and withdrawals keep their own row, linked by transaction id, transfer id or hold. */
  /**
   * One multi-row INSERT as plain SQL: the rows of a group of transfers are written on the hot path
   * (docs/benchmarks.md, "Ledger"), where TypeORM's insert builder cost more than the statement.
   * Columns and their transformers come from the entity's metadata.
   */
  private async insertRows(rows: WalletTransactionRow[]): Promise<void> {
    const { columns } = this.manager.connection.getMetadata(WalletTransactionRow);
    const q = (name: string) => this.manager.connection.driver.escape(name);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const params = rows.flatMap((row) => columns.map((column) => column.getEntityValue(row, true) ?? null));
    await this.manager.query(`INSERT INTO ${q('wallet_transactions')} (${columns.map((c) => q(c.databaseName)).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`, params);
  }

  /** Of these transfers, the ones (by transferId) a row already lists: by its transaction id, its transfer id or its hold. */
  async recordedByWalletFlows(transfers: ReadonlyArray<{ transferId: string; holdId: string | null; transactionId: string | null }>): Promise<Set<string>> {
    const q = (name: string) => this.manager.connection.driver.escape(name);
    const conditions: string[] = [];
    const params: string[] = [];
    const anyOf = (column: string, values: string[]) => {
      if (values.length === 0) return;
      conditions.push(`${q(column)} IN (${values.map(() => '?').join(', ')})`);
      params.push(...values);
    };
    anyOf('ledgerTransferId', transfers.map((t) => t.transferId));
    anyOf('id', transfers.flatMap((t) => (t.transactionId ? [t.transactionId] : [])));
    anyOf('holdId', transfers.flatMap((t) => (t.holdId ? [t.holdId] : [])));
    const rows: Array<{ id: string; ledgerTransferId: string | null; holdId: string | null }> = await this.manager.query(
      `SELECT ${q('id')}, ${q('ledgerTransferId')}, ${q('holdId')} FROM ${q('wallet_transactions')} WHERE ${conditions.join(' OR ')}`,
      params,
    );
    const byId = new Set(rows.map((row) => row.id));
    const byTransfer = new Set(rows.map((row) => row.ledgerTransferId));
    const byHold = new Set(rows.map((row) => row.holdId));
    return new Set(transfers.filter((t) => byTransfer.has(t.transferId) || (t.transactionId !== null && byId.has(t.transactionId)) || (t.holdId !== null && byHold.has(t.holdId))).map((t) => t.transferId));
  }

  async listForUser(userId: string, currencyId: string, limit: number): Promise<[WalletTransactionRow[], number]> {
    return this.manager.getRepository(WalletTransactionRow).findAndCount({
      where: { userId, currencyId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  async listForStatement(userId: string, currencyId: string, from: string, to: string): Promise<WalletTransactionRow[]> {
    return this.manager
      .getRepository(WalletTransactionRow)
      .createQueryBuilder('t')
      .where('t.userId = :userId AND t.currencyId = :currencyId', { userId, currencyId })
      .andWhere('t.createdAt >= :from AND t.createdAt < :to', { from, to })
      .orderBy('t.createdAt', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(10_000)
      .getMany();
  }

  /**
   * One page of every transaction of [from, to) after (afterCreatedAt, afterId), oldest first: a
   * keyset page, so an export of any size reads the table in steps of `limit` rows.
   */
  pageForExport(from: string, to: string, after: { createdAt: string; id: string } | null, limit: number): Promise<WalletTransactionRow[]> {
    const query = this.manager
      .createQueryBuilder(WalletTransactionRow, 't')
      .where('t.createdAt >= :from AND t.createdAt < :to', { from, to })
      .orderBy('t.createdAt', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(limit);
    if (after) query.andWhere('(t.createdAt > :afterAt OR (t.createdAt = :afterAt AND t.id > :afterId))', { afterAt: after.createdAt, afterId: after.id });
    return query.getMany();
  }

  /** Card payments (top-ups and investments) still in process since before `before`: a provider's answer that never came. */
  async providerPaymentsInProcessSince(before: string, limit: number): Promise<WalletTransactionRow[]> {
    return this.manager
      .createQueryBuilder(WalletTransactionRow, 't')
      .where('t.status = :status AND t.providerRef IS NOT NULL AND t.gateway <> :bank AND t.updatedAt < :before', { status: TX_STATUS.inProcess, bank: 'bank_transfer', before })
      .orderBy('t.updatedAt', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Administrators' list: status list ("0,1"), type, gateway, user, and a search by number or by matching users. */
  async listForAdmin(filter: { status?: string; type?: string; gateway?: string; userId?: string; search?: string; userIdsMatchingSearch: string[]; limit: number }): Promise<[WalletTransactionRow[], number]> {
    const query = this.manager.getRepository(WalletTransactionRow).createQueryBuilder('t');
    if (filter.status !== undefined && filter.status !== '') {
      const statuses = filter.status.split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 0 && n <= 4);
      query.andWhere('t.status IN (:...statuses)', { statuses: statuses.length ? statuses : [-1] });
    }
    if (filter.type) query.andWhere('t.type = :type', { type: filter.type });
    if (filter.gateway) query.andWhere('t.gateway = :gateway', { gateway: filter.gateway });
    if (filter.userId) query.andWhere('t.userId = :userId', { userId: filter.userId });
    if (filter.search) {
      const userIds = filter.userIdsMatchingSearch;
      query.andWhere(userIds.length ? '(t.transactionNumber LIKE :number OR t.userId IN (:...userIds))' : 't.transactionNumber LIKE :number', {
        number: `%${filter.search.toUpperCase()}%`,
        userIds,
      });
    }
    return query.orderBy('t.createdAt', 'DESC').addOrderBy('t.id', 'DESC').take(filter.limit).getManyAndCount();
  }

  /** Rows waiting for an administrator, by type (badge counts). */
  async pendingCountsByType(): Promise<Record<string, number>> {
    const rows = await this.manager
      .getRepository(WalletTransactionRow)
      .createQueryBuilder('t')
      .select('t.type', 'type')
      .addSelect('COUNT(*)', 'count')
      .where({ status: In([TX_STATUS.pending]) })
      .groupBy('t.type')
      .getRawMany<{ type: string; count: string | number }>();
    return Object.fromEntries(rows.map((r) => [r.type, Number(r.count)]));
  }
}
