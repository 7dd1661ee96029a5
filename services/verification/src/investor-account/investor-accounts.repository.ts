import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
}
