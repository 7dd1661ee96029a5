import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { AdjustmentRow, type AdjustmentStatus } from './entities/adjustment.entity';

/** SQL of wallet_adjustments (maker-checker credits and refunds): decisions happen once, by conditional UPDATEs. */
@Injectable()
export class AdjustmentsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  async insert(row: AdjustmentRow): Promise<void> {
    await this.manager.insert(AdjustmentRow, row);
  }

  findById(id: string): Promise<AdjustmentRow | null> {
    return this.manager.findOneBy(AdjustmentRow, { id });
  }

  /** A checker takes an adjustment awaiting approval, once. */
  async claimForChecker(id: string, checkerId: string): Promise<boolean> {
    const claimed = await this.manager
      .createQueryBuilder()
      .update(AdjustmentRow)
      .set({ checkerId })
      .where('id = :id AND status = :status AND checkerId IS NULL', { id, status: 'awaiting_approval' })
      .execute();
    return (claimed.affected ?? 0) === 1;
  }

  async markPosted(id: string, transactionId: string): Promise<void> {
    await this.manager.update(AdjustmentRow, { id }, { status: 'posted', transactionId, decidedAt: new Date().toISOString() });
  }

  /** awaiting_approval → rejected, once. */
  async reject(id: string, checkerId: string, reason: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(AdjustmentRow)
      .set({ status: 'rejected', checkerId, rejectReason: reason, decidedAt: new Date().toISOString() })
      .where('id = :id AND status = :status', { id, status: 'awaiting_approval' })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  list(status: AdjustmentStatus | undefined, limit: number): Promise<[AdjustmentRow[], number]> {
    return this.manager.getRepository(AdjustmentRow).findAndCount({ where: status ? { status } : {}, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }
}
