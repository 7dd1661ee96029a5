import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { InvestorProfileRow } from './entities/investor-profile.entity';

/** SQL of investor_profiles (one per user). */
@Injectable()
export class InvestorProfilesRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  findByUser(userId: string): Promise<InvestorProfileRow | null> {
    return this.manager.findOneBy(InvestorProfileRow, { userId });
  }

  /** False when the user already has one (the unique index decides, not a read before). */
  async insert(row: InvestorProfileRow): Promise<boolean> {
    try {
      await this.manager.insert(InvestorProfileRow, row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async update(id: string, userId: string, details: string, now: string): Promise<boolean> {
    const result = await this.manager.update(InvestorProfileRow, { id, userId }, { details, updatedAt: now });
    return (result.affected ?? 0) === 1;
  }
}
