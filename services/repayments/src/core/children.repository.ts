import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { RepaymentChildRow } from './entities/child.entity';

/** SQL of repayments_children. */
@Injectable()
export class RepaymentChildrenRepository {
  constructor(private readonly transactions: Transactions) {}

  async insert(row: RepaymentChildRow): Promise<void> {
    try {
      await this.transactions.manager.insert(RepaymentChildRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** The child took the account over (ADR 0026): distributions go to the person's own wallet. */
  async forget(childId: string): Promise<void> {
    await this.transactions.manager.delete(RepaymentChildRow, { childId });
  }

  /** Which of these investors are children. */
  async childIds(investorIds: string[]): Promise<Set<string>> {
    if (investorIds.length === 0) return new Set();
    const rows = await this.transactions.manager.findBy(RepaymentChildRow, { childId: In(investorIds) });
    return new Set(rows.map((r) => r.childId));
  }
}
