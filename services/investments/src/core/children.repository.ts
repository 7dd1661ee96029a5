import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { ChildRow } from './entities/child.entity';
import { InvestorReturnRow } from './entities/investor-return.entity';

/** SQL of investments_children. */
@Injectable()
export class ChildrenRepository {
  constructor(private readonly transactions: Transactions) {}

  async insert(row: ChildRow): Promise<void> {
    try {
      await this.transactions.manager.insert(ChildRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** The child took the account over (ADR 0026): no guardian acts for it any more, its money is its own wallet's. */
  async forget(childId: string): Promise<void> {
    await this.transactions.manager.delete(ChildRow, { childId });
  }

  find(childId: string): Promise<ChildRow | null> {
    return this.transactions.manager.findOneBy(ChildRow, { childId });
  }

  /** Which of these investors are children (their money lives in child wallets). */
  async childIds(investorIds: string[]): Promise<Set<string>> {
    if (investorIds.length === 0) return new Set();
    const rows = await this.transactions.manager.findBy(ChildRow, { childId: In(investorIds) });
    return new Set(rows.map((r) => r.childId));
  }

  /** A distribution credited: added once per event (the kernel's inbox), in one statement. */
  async addReturn(investorId: string, currency: string, amount: number, now: string): Promise<void> {
    try {
      await this.transactions.manager.insert(InvestorReturnRow, { investorId, currency, returned: amount, updatedAt: now });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.transactions.manager
        .createQueryBuilder()
        .update(InvestorReturnRow)
        .set({ returned: () => 'returned + :amount', updatedAt: now })
        .where('investorId = :investorId AND currency = :currency', { investorId, currency, amount })
        .execute();
    }
  }

  async returnedTo(investorId: string, currency: string): Promise<number> {
    return (await this.transactions.manager.findOneBy(InvestorReturnRow, { investorId, currency }))?.returned ?? 0;
  }
}
