import { Injectable } from '@nestjs/common';
import type { EntityManager, FindOptionsOrder } from 'typeorm';
import { AppError, Transactions } from '@cf/platform';
import type { CampaignItems } from './campaign-views';
import { CampaignRow } from './entities/campaign.entity';
import { CampaignDocumentRow, CampaignFaqRow, CampaignImageRow, CampaignVideoRow, LeadInvestorRow, TeamMemberRow } from './entities/campaign-items.entity';

/** A row that belongs to one campaign (FAQ, team member, lead investor, image, video, document, update). */
interface CampaignItem {
  id: string;
  campaignId: string;
}
type ItemEntity<T> = new () => T;

/**
 * SQL of a campaign's item tables. Every read and write is scoped by the campaign, so an id from
 * another campaign is "not found", never touched. Runs in the caller's ambient transaction.
 */
@Injectable()
export class CampaignItemsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  list<T extends CampaignItem>(entity: ItemEntity<T>, campaignId: string, order: FindOptionsOrder<T>): Promise<T[]> {
    return this.manager.find(entity, { where: { campaignId } as never, order });
  }

  page<T extends CampaignItem>(entity: ItemEntity<T>, campaignId: string, order: FindOptionsOrder<T>, limit: number): Promise<[T[], number]> {
    return this.manager.findAndCount(entity, { where: { campaignId } as never, order, take: limit });
  }

  /** An item by its id alone (a signed document link names only the document). */
  findById<T extends CampaignItem>(entity: ItemEntity<T>, itemId: string): Promise<T | null> {
    return itemId.length <= 36 ? this.manager.findOneBy(entity, { id: itemId } as never) : Promise.resolve(null);
  }

  /** Every item of a campaign, each kind in its order (the campaign's page and the wizard). */
  async all(campaignId: string): Promise<CampaignItems> {
    const [faqs, teamMembers, leadInvestors, images, videos, documents] = await Promise.all([
      this.list(CampaignFaqRow, campaignId, { sortOrder: 'ASC', createdAt: 'ASC' }),
      this.list(TeamMemberRow, campaignId, { createdAt: 'ASC' }),
      this.list(LeadInvestorRow, campaignId, { createdAt: 'ASC' }),
      this.list(CampaignImageRow, campaignId, { createdAt: 'ASC' }),
      this.list(CampaignVideoRow, campaignId, { createdAt: 'ASC' }),
      this.list(CampaignDocumentRow, campaignId, { createdAt: 'ASC' }),
    ]);
    return { faqs, teamMembers, leadInvestors, images, videos, documents };
  }

  count<T extends CampaignItem>(entity: ItemEntity<T>, campaignId: string): Promise<number> {
    return this.manager.countBy(entity, { campaignId } as never);
  }

  /** The item of this campaign, or 404 `campaigns.itemNotFound`. */
  async require<T extends CampaignItem>(entity: ItemEntity<T>, campaignId: string, itemId: string): Promise<T> {
    const row =
      typeof itemId === 'string' && itemId.length <= 36 ? await this.manager.findOneBy(entity, { id: itemId, campaignId } as never) : null;
    if (!row) throw AppError.notFound('campaigns.itemNotFound');
    return row;
  }

  async insert<T extends CampaignItem>(entity: ItemEntity<T>, row: T): Promise<void> {
    await this.manager.insert(entity, row as never);
  }

  async save<T extends CampaignItem>(entity: ItemEntity<T>, row: T): Promise<void> {
    await this.manager.save(entity, row);
  }

  async update<T extends CampaignItem>(entity: ItemEntity<T>, campaignId: string, itemId: string, patch: Partial<T>): Promise<void> {
    await this.manager.update(entity, { id: itemId, campaignId } as never, patch as never);
  }

  async remove<T extends CampaignItem>(entity: ItemEntity<T>, campaignId: string, itemId: string): Promise<void> {
    await this.manager.delete(entity, { id: itemId, campaignId } as never);
  }

  /** An item changed: the campaign's updatedAt moves (its owner's lists sort by it). */
  async touchCampaign(campaignId: string): Promise<void> {
    await this.manager.update(CampaignRow, { id: campaignId }, { updatedAt: new Date().toISOString() });
  }
}
