import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { ScheduleRowRecord } from './entities/schedule-row.entity';

/**
 * SQL of repayments_schedule_rows. What is paid moves only by conditional UPDATEs: a payment first
 * reserves its amount (paid + reserved + amount <= total, not written off), then turns the
 * reservation into paid, or gives it back.
 */
@Injectable()
export class ScheduleRowsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  private async execute(sql: string, params: unknown[]): Promise<number> {
    const runner = this.manager.queryRunner;
    if (!runner) throw new Error('schedule changes run inside a transaction');
    const result = await runner.query(sql, params, true);
    return result.affected ?? 0;
  }

  async insertMany(rows: ScheduleRowRecord[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) await this.manager.insert(ScheduleRowRecord, rows.slice(i, i + 200));
  }

  async find(id: string): Promise<ScheduleRowRecord | null> {
    return this.manager.findOneBy(ScheduleRowRecord, { id });
  }

  async ofCampaign(campaignId: string): Promise<ScheduleRowRecord[]> {
    return this.manager.find(ScheduleRowRecord, { where: { campaignId }, order: { repaymentNumber: 'ASC' } });
  }

  async ofCampaigns(campaignIds: string[]): Promise<ScheduleRowRecord[]> {
    if (campaignIds.length === 0) return [];
    return this.manager.createQueryBuilder(ScheduleRowRecord, 'r').where('r.campaignId IN (:...ids)', { ids: campaignIds }).orderBy('r.campaignId').addOrderBy('r.repaymentNumber').getMany();
  }

  async lastNumber(campaignId: string): Promise<number> {
    const row = await this.manager.createQueryBuilder(ScheduleRowRecord, 'r').select('MAX(r.repaymentNumber)', 'n').where('r.campaignId = :campaignId', { campaignId }).getRawOne<{ n: number | null }>();
    return Number(row?.n ?? 0);
  }

  /** Reserves `amount` of what is outstanding; false when it would pass the total or the row is written off. */
  async reserve(id: string, amount: number): Promise<boolean> {
    return (
      (await this.execute(
        'UPDATE repayments_schedule_rows SET reserved = reserved + ? WHERE id = ? AND writtenOffAt IS NULL AND paid + reserved + ? <= totalRepayment',
        [amount, id, amount],
      )) === 1
    );
  }

  /**
   * A reserved amount was paid: it becomes paid, on `day` — only if `paid` is still `paidBefore`
   * (the payment's fee share was computed from it); false when a concurrent payment moved it first.
   */
  async settleFrom(id: string, paidBefore: number, amount: number, day: string): Promise<boolean> {
    return (
      (await this.execute('UPDATE repayments_schedule_rows SET reserved = reserved - ?, paid = paid + ?, paidDate = ? WHERE id = ? AND paid = ? AND reserved >= ?', [amount, amount, day, id, paidBefore, amount])) === 1
    );
  }

  /** A reserved amount was not paid: it is outstanding again. */
  async release(id: string, amount: number): Promise<boolean> {
    return (await this.execute('UPDATE repayments_schedule_rows SET reserved = reserved - ? WHERE id = ? AND reserved >= ?', [amount, id, amount])) === 1;
  }

  /** Writes off what is outstanding, once; not while a payment is under way. */
  async writeOff(id: string, reason: string, adminId: string, now: string): Promise<boolean> {
    return (
      (await this.execute(
        'UPDATE repayments_schedule_rows SET writtenOffAt = ?, writeOffReason = ?, writtenOffBy = ? WHERE id = ? AND writtenOffAt IS NULL AND reserved = 0 AND paid < totalRepayment',
        [now, reason, adminId, id],
      )) === 1
    );
  }

  /** Rows not fully paid, not written off, due on or before `day` (automatic repayments, overdue reminders). */
  async dueBy(day: string, limit: number): Promise<ScheduleRowRecord[]> {
    return this.manager
      .createQueryBuilder(ScheduleRowRecord, 'r')
      .where('r.expectedDate <= :day AND r.writtenOffAt IS NULL AND r.paid + r.reserved < r.totalRepayment', { day })
      .orderBy('r.expectedDate', 'ASC')
      .take(limit)
      .getMany();
  }

  /** Rows due between two days whose owner was not reminded yet. */
  async toRemindBefore(fromDay: string, toDay: string, limit: number): Promise<ScheduleRowRecord[]> {
    return this.manager
      .createQueryBuilder(ScheduleRowRecord, 'r')
      .where('r.expectedDate > :fromDay AND r.expectedDate <= :toDay AND r.remindedBefore = :no AND r.writtenOffAt IS NULL AND r.paid < r.totalRepayment', { fromDay, toDay, no: false })
      .take(limit)
      .getMany();
  }

  async toRemindAfter(day: string, limit: number): Promise<ScheduleRowRecord[]> {
    return this.manager
      .createQueryBuilder(ScheduleRowRecord, 'r')
      .where('r.expectedDate < :day AND r.remindedAfter = :no AND r.writtenOffAt IS NULL AND r.paid < r.totalRepayment', { day, no: false })
      .take(limit)
      .getMany();
  }

  /** Marks a reminder sent; true for the one caller that marked it. */
  async markReminded(id: string, when: 'before' | 'after'): Promise<boolean> {
    const column = when === 'before' ? 'remindedBefore' : 'remindedAfter';
    return (await this.manager.createQueryBuilder().update(ScheduleRowRecord).set({ [column]: true }).where(`id = :id AND ${column} = :no`, { id, no: false }).execute()).affected === 1;
  }

  /** Rows of the admin list: overdue, awaiting (due within `awaitingBy`), written off, or all not fully paid. */
  async adminList(filter: 'all' | 'overdue' | 'awaiting' | 'written_off', today: string, awaitingBy: string, limit: number): Promise<{ rows: ScheduleRowRecord[]; total: number }> {
    const query = this.manager.createQueryBuilder(ScheduleRowRecord, 'r');
    if (filter === 'written_off') query.where('r.writtenOffAt IS NOT NULL');
    else {
      query.where('r.writtenOffAt IS NULL AND r.paid < r.totalRepayment');
      if (filter === 'overdue') query.andWhere('r.expectedDate < :today', { today });
      if (filter === 'awaiting') query.andWhere('r.expectedDate >= :today AND r.expectedDate <= :awaitingBy', { today, awaitingBy });
    }
    const [rows, total] = await query.orderBy('r.expectedDate', 'ASC').addOrderBy('r.repaymentNumber', 'ASC').take(limit).getManyAndCount();
    return { rows, total };
  }

  /** Rows due since `sinceDay` up to `today` (statistics), optionally of some campaigns. */
  async dueBetween(sinceDay: string, today: string, campaignIds?: string[]): Promise<ScheduleRowRecord[]> {
    const query = this.manager.createQueryBuilder(ScheduleRowRecord, 'r').where('r.expectedDate >= :sinceDay AND r.expectedDate <= :today', { sinceDay, today });
    if (campaignIds) {
      if (campaignIds.length === 0) return [];
      query.andWhere('r.campaignId IN (:...campaignIds)', { campaignIds });
    }
    return query.getMany();
  }
}
