import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OfflineRepaymentStatus } from '@cf/contracts';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { OfflineRequestRow } from './entities/offline-request.entity';

/** SQL of repayments_offline_requests: each moves from awaiting approval once, by a conditional UPDATE. */
@Injectable()
export class OfflineRequestsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** Inserts the request; false when its id exists (a retry, or the id reused). */
  async insert(row: OfflineRequestRow): Promise<boolean> {
    try {
      await this.manager.insert(OfflineRequestRow, row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  find(id: string): Promise<OfflineRequestRow | null> {
    return this.manager.findOneBy(OfflineRequestRow, { id });
  }

  async withStatus(status: OfflineRepaymentStatus, limit: number): Promise<{ rows: OfflineRequestRow[]; total: number }> {
    const [rows, total] = await this.manager.findAndCount(OfflineRequestRow, { where: { status }, order: { createdAt: 'ASC', id: 'ASC' }, take: limit });
    return { rows, total };
  }

  /** awaiting_approval → approved | declined by someone else than its maker; true for the caller that moved it. */
  async decide(id: string, to: 'approved' | 'declined', fields: { checkerId: string; declineReason: string | null }, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(OfflineRequestRow)
      .set({ status: to, checkerId: fields.checkerId, declineReason: fields.declineReason, decidedAt: now })
      .where("id = :id AND status = 'awaiting_approval' AND makerId <> :checkerId", { id, checkerId: fields.checkerId })
      .execute();
    return result.affected === 1;
  }
}
