import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation, Transactions, type ExportCursor } from '@cf/platform';
import { RepaymentPaymentRow } from './entities/repayment-payment.entity';

/** SQL of repayments_payments: each payment moves pending → paid | failed once, by a conditional UPDATE. */
@Injectable()
export class RepaymentPaymentsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** Inserts the payment; false when its id exists (a retry, or the id reused). */
  async insert(row: RepaymentPaymentRow): Promise<boolean> {
    try {
      await this.manager.insert(RepaymentPaymentRow, row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async find(id: string): Promise<RepaymentPaymentRow | null> {
    return this.manager.findOneBy(RepaymentPaymentRow, { id });
  }

  async markPaid(id: string, now: string): Promise<boolean> {
    return (await this.manager.createQueryBuilder().update(RepaymentPaymentRow).set({ state: 'paid', paidAt: now }).where("id = :id AND state = 'pending'", { id }).execute()).affected === 1;
  }

  async markFailed(id: string, reason: RepaymentPaymentRow['failureReason']): Promise<boolean> {
    return (await this.manager.createQueryBuilder().update(RepaymentPaymentRow).set({ state: 'failed', failureReason: reason }).where("id = :id AND state = 'pending'", { id }).execute()).affected === 1;
  }

  /** Pending payments older than `before` (a crash or a lost answer left them): the sweeper finishes them. */
  async pendingBefore(before: string, limit: number): Promise<RepaymentPaymentRow[]> {
    return this.manager.createQueryBuilder(RepaymentPaymentRow, 'p').where("p.state = 'pending' AND p.createdAt <= :before", { before }).orderBy('p.createdAt', 'ASC').take(limit).getMany();
  }

  /** One page of the administrators' export: payments made in [from, to), after the cursor, oldest first. */
  pageForExport(from: string, to: string, after: ExportCursor | null, limit: number): Promise<RepaymentPaymentRow[]> {
    const query = this.manager
      .createQueryBuilder(RepaymentPaymentRow, 'p')
      .where('p.createdAt >= :from AND p.createdAt < :to', { from, to })
      .orderBy('p.createdAt', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(limit);
    if (after) query.andWhere('(p.createdAt > :afterAt OR (p.createdAt = :afterAt AND p.id > :afterId))', { afterAt: after.createdAt, afterId: after.id });
    return query.getMany();
  }

  /** Payments on some rows (statistics: when each row was paid). */
  async paidOnRows(rowIds: string[]): Promise<RepaymentPaymentRow[]> {
    if (rowIds.length === 0) return [];
    const found: RepaymentPaymentRow[] = [];
    for (let i = 0; i < rowIds.length; i += 500) {
      found.push(...(await this.manager.createQueryBuilder(RepaymentPaymentRow, 'p').where("p.state = 'paid' AND p.rowId IN (:...ids)", { ids: rowIds.slice(i, i + 500) }).getMany()));
    }
    return found;
  }
}
