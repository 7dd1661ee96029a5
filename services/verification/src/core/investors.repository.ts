import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { InvestorRow } from './entities/investor.entity';

/** SQL of verification_investors (identity's names and e-mails, kept from its events). */
@Injectable()
export class InvestorsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** Inserts, or refreshes a row an older event wrote. */
  async upsert(row: InvestorRow): Promise<void> {
    try {
      await this.manager.insert(InvestorRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.manager.update(InvestorRow, { userId: row.userId }, { email: row.email, firstName: row.firstName, lastName: row.lastName, updatedAt: row.updatedAt });
    }
  }

  async byIds(userIds: string[]): Promise<Map<string, InvestorRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.manager.findBy(InvestorRow, { userId: In(userIds) });
    return new Map(rows.map((r) => [r.userId, r]));
  }
}
