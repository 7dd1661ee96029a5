import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { CampaignStatus, type CampaignStatusValue } from './domain/campaign-status';
import { progressBasisPoints } from './domain/display-label';
import { CampaignRow } from './entities/campaign.entity';

/** SQL of the campaigns table, in the caller's ambient transaction when there is one. */
@Injectable()
export class CampaignsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  findById(id: string): Promise<CampaignRow | null> {
    return this.manager.findOneBy(CampaignRow, { id });
  }

  findBySlug(slug: string): Promise<CampaignRow | null> {
    return this.manager.findOneBy(CampaignRow, { slug });
  }

  async insert(row: CampaignRow): Promise<void> {
    await this.manager.insert(CampaignRow, row);
  }

  /** Writes a wizard step: the field groups and the list columns copied from them. */
  async save(row: CampaignRow): Promise<void> {
    await this.manager.save(CampaignRow, row);
  }

  /** Moves a campaign from `from` only (a conditional UPDATE): false when it is no longer there. */
  async moveStatus(id: string, from: CampaignStatusValue, patch: Partial<CampaignRow> & { status: CampaignStatusValue }): Promise<boolean> {
    const done = await this.manager
      .createQueryBuilder()
      .update(CampaignRow)
      .set(patch)
      .where('id = :id AND status = :from', { id, from })
      .execute();
    return (done.affected ?? 0) > 0;
  }

  /**
   * Adds a paid investment to the raised amount and investors count (negative to take a cancelled
   * one off), then the stored progress. The increment is one UPDATE; the progress is read back from
   * the row this transaction now holds locked.
   */
  async addFunding(id: string, amount: number, investors: number): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(CampaignRow)
      .set({ raisedAmount: () => 'raisedAmount + :amount', investorsCount: () => 'investorsCount + :investors' })
      .setParameters({ amount, investors })
      .where('id = :id', { id })
      .execute();
    const row = await this.findById(id);
    if (row) await this.manager.update(CampaignRow, { id }, { progressBp: progressBasisPoints(row.raisedAmount, row.goal) });
  }

  /** Unfinished campaigns count towards the per-user limit (C8.2). */
  unfinishedCount(ownerId: string): Promise<number> {
    return this.manager
      .createQueryBuilder(CampaignRow, 'c')
      .where('c.ownerId = :ownerId', { ownerId })
      .andWhere('c.status IN (:...statuses)', { statuses: [CampaignStatus.draft, CampaignStatus.pending, CampaignStatus.declined] })
      .getCount();
  }
}
