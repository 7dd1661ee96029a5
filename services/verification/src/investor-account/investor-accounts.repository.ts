import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccreditationStatus } from '@cf/contracts';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { InvestorAccountRow } from './entities/investor-account.entity';

/** SQL of verification_investor_accounts (one per investor). */
@Injectable()
export class InvestorAccountsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  findByUser(userId: string): Promise<InvestorAccountRow | null> {
    return this.manager.findOneBy(InvestorAccountRow, { userId });
  }

  /** Inserts the first time; later saves change everything but when it was first submitted. */
  async upsert(row: InvestorAccountRow): Promise<void> {
    try {
      await this.manager.insert(InvestorAccountRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { userId, submittedAt: _first, ...fields } = row;
      await this.manager.update(InvestorAccountRow, { userId }, fields);
    }
  }

  /** The review queue: one status, oldest first, with how many there are. */
  async withStatus(status: AccreditationStatus, limit: number): Promise<{ rows: InvestorAccountRow[]; total: number }> {
    const [rows, total] = await this.manager.findAndCount(InvestorAccountRow, { where: { reviewStatus: status }, order: { updatedAt: 'ASC', userId: 'ASC' }, take: limit });
    return { rows, total };
  }

  /** under-review → approved | declined in one conditional UPDATE: two administrators at once decide once. */
  async decide(userId: string, to: 'approved' | 'declined', fields: { reason: string | null; by: string }, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(InvestorAccountRow)
      .set({ reviewStatus: to, reviewReason: fields.reason, reviewedAt: now, reviewedBy: fields.by })
      .where("userId = :userId AND reviewStatus = 'under-review'", { userId })
      .execute();
    return result.affected === 1;
  }
}
