import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { DistributionShareRow } from './entities/distribution-share.entity';
import { DistributionRow } from './entities/distribution.entity';

/** SQL of repayments_distributions and repayments_distribution_shares. */
@Injectable()
export class DistributionsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  async insert(row: DistributionRow): Promise<void> {
    await this.manager.insert(DistributionRow, row);
  }

  async find(id: string): Promise<DistributionRow | null> {
    return this.manager.findOneBy(DistributionRow, { id });
  }

  async ofPayment(paymentId: string): Promise<DistributionRow | null> {
    return this.manager.findOneBy(DistributionRow, { paymentId });
  }

  /** The distributions of some payments (the export's page). */
  async ofPayments(paymentIds: string[]): Promise<DistributionRow[]> {
    if (paymentIds.length === 0) return [];
    return this.manager.createQueryBuilder(DistributionRow, 'd').where('d.paymentId IN (:...ids)', { ids: paymentIds }).getMany();
  }

  /** pending → credited once; true for the caller that moved it. */
  async markCredited(id: string, investorsCount: number, now: string): Promise<boolean> {
    return (await this.manager.createQueryBuilder().update(DistributionRow).set({ state: 'credited', creditedAt: now, investorsCount }).where("id = :id AND state = 'pending'", { id }).execute()).affected === 1;
  }

  async pendingBefore(before: string, limit: number): Promise<DistributionRow[]> {
    return this.manager.createQueryBuilder(DistributionRow, 'd').where("d.state = 'pending' AND d.createdAt <= :before", { before }).orderBy('d.createdAt', 'ASC').take(limit).getMany();
  }

  /** Every investor's share in multi-row INSERTs (thousands of investors). */
  async insertShares(rows: DistributionShareRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 1_000) await this.manager.createQueryBuilder().insert().into(DistributionShareRow).values(rows.slice(i, i + 1_000)).execute();
  }

  /** What an investor received, per schedule row (and when last), for some campaigns. */
  async receivedByRow(investorId: string, campaignIds: string[]): Promise<Map<string, { received: number; lastCreditedAt: string }>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await this.manager
      .createQueryBuilder(DistributionShareRow, 's')
      .select('s.rowId', 'rowId')
      .addSelect('SUM(s.amount)', 'received')
      .addSelect('MAX(s.creditedAt)', 'lastCreditedAt')
      .where('s.investorId = :investorId AND s.campaignId IN (:...campaignIds)', { investorId, campaignIds })
      .groupBy('s.rowId')
      .getRawMany<{ rowId: string; received: string | number; lastCreditedAt: string }>();
    return new Map(rows.map((r) => [r.rowId, { received: Number(r.received), lastCreditedAt: r.lastCreditedAt }]));
  }

  /** An investor's credited shares with their dates (the chart's received months). */
  async sharesOf(investorId: string, campaignIds: string[]): Promise<Array<{ amount: number; creditedAt: string }>> {
    if (campaignIds.length === 0) return [];
    return this.manager
      .createQueryBuilder(DistributionShareRow, 's')
      .select(['s.amount', 's.creditedAt'])
      .where('s.investorId = :investorId AND s.campaignId IN (:...campaignIds)', { investorId, campaignIds })
      .getMany();
  }
}
