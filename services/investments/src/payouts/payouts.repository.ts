import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { PayoutRow } from './entities/payout.entity';

/** SQL of investments_payouts: each status change one conditional UPDATE. */
@Injectable()
export class PayoutsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** The first request inserts; a repeated one finds it (false). */
  async request(row: PayoutRow): Promise<boolean> {
    try {
      await this.manager.insert(PayoutRow, row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  find(campaignId: string): Promise<PayoutRow | null> {
    return this.manager.findOneBy(PayoutRow, { campaignId });
  }

  async move(campaignId: string, from: PayoutRow['status'], fields: Partial<PayoutRow>, now: string): Promise<boolean> {
    const result = await this.manager.update(PayoutRow, { campaignId, status: from }, { ...fields, updatedAt: now });
    return (result.affected ?? 0) === 1;
  }

  /** Payouts in some statuses, oldest request first (the administrators' queue), and how many. */
  list(statuses: Array<PayoutRow['status']>, limit: number): Promise<[PayoutRow[], number]> {
    return this.manager.findAndCount(PayoutRow, { where: { status: In(statuses) }, order: { requestedAt: 'ASC', campaignId: 'ASC' }, take: limit });
  }
}
