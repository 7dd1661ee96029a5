import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { CampaignFollowerRow, CampaignUpdateRow, EarlyBirdRow, SavedCampaignRow } from './entities/campaign-items.entity';

/** SQL of who saved, follows or waits for a campaign (C4.16, C7.5); runs in the ambient transaction. */
@Injectable()
export class EngagementRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  // ---- saved -------------------------------------------------------------------------------------
  findSaved(userId: string, campaignId: string): Promise<SavedCampaignRow | null> {
    return this.manager.findOneBy(SavedCampaignRow, { userId, campaignId });
  }

  /** A user's saved row by its own id, or else by the campaign's id. */
  async findSavedByIdOrCampaign(userId: string, id: string): Promise<SavedCampaignRow | null> {
    return (await this.manager.findOneBy(SavedCampaignRow, { id, userId })) ?? (await this.manager.findOneBy(SavedCampaignRow, { campaignId: id, userId }));
  }

  async insertSaved(row: SavedCampaignRow): Promise<void> {
    await this.manager.insert(SavedCampaignRow, row);
  }

  async deleteSaved(id: string): Promise<void> {
    await this.manager.delete(SavedCampaignRow, { id });
  }

  savedPageOfCampaign(campaignId: string, limit: number): Promise<[SavedCampaignRow[], number]> {
    return this.manager.findAndCount(SavedCampaignRow, { where: { campaignId }, order: { createdAt: 'DESC' }, take: limit });
  }

  savedPageOfUser(userId: string, limit: number): Promise<[SavedCampaignRow[], number]> {
    return this.manager.findAndCount(SavedCampaignRow, { where: { userId }, order: { createdAt: 'DESC' }, take: limit });
  }

  /** The user's saved rows among these campaigns (the "saved" flag of browse cards). */
  savedAmong(userId: string, campaignIds: string[]): Promise<SavedCampaignRow[]> {
    return campaignIds.length ? this.manager.find(SavedCampaignRow, { where: { userId, campaignId: In(campaignIds) } }) : Promise.resolve([]);
  }

  // ---- followers ---------------------------------------------------------------------------------
  isFollowing(campaignId: string, userId: string): Promise<boolean> {
    return this.manager.existsBy(CampaignFollowerRow, { campaignId, userId });
  }

  async insertFollower(row: CampaignFollowerRow): Promise<void> {
    await this.manager.insert(CampaignFollowerRow, row);
  }

  /** True when the user was following. */
  async deleteFollower(campaignId: string, userId: string): Promise<boolean> {
    return !!(await this.manager.delete(CampaignFollowerRow, { campaignId, userId })).affected;
  }

  followersCount(campaignId: string): Promise<number> {
    return this.manager.countBy(CampaignFollowerRow, { campaignId });
  }

  followedPageOfUser(userId: string, limit: number): Promise<[CampaignFollowerRow[], number]> {
    return this.manager.findAndCount(CampaignFollowerRow, { where: { userId }, order: { createdAt: 'DESC' }, take: limit });
  }

  followersPage(campaignId: string, limit: number): Promise<[CampaignFollowerRow[], number]> {
    return this.manager.findAndCount(CampaignFollowerRow, { where: { campaignId }, order: { createdAt: 'DESC' }, take: limit });
  }

  // ---- early birds -------------------------------------------------------------------------------
  async insertEarlyBird(row: EarlyBirdRow): Promise<void> {
    await this.manager.insert(EarlyBirdRow, row);
  }

  earlyBirdCount(campaignId: string): Promise<number> {
    return this.manager.countBy(EarlyBirdRow, { campaignId });
  }

  // ---- a campaign's numbers and the reader's state (detail page, dashboard) ----------------------
  async counts(campaignId: string) {
    const m = this.manager;
    const [followersCount, savedCount, earlyBirdCount, updatesCount] = await Promise.all([
      m.countBy(CampaignFollowerRow, { campaignId }),
      m.countBy(SavedCampaignRow, { campaignId }),
      m.countBy(EarlyBirdRow, { campaignId }),
      m.countBy(CampaignUpdateRow, { campaignId }),
    ]);
    return { followersCount, savedCount, earlyBirdCount, updatesCount };
  }

  async viewer(campaignId: string, userId: string) {
    const m = this.manager;
    const [saved, following, early] = await Promise.all([
      m.findOneBy(SavedCampaignRow, { campaignId, userId }),
      m.existsBy(CampaignFollowerRow, { campaignId, userId }),
      m.existsBy(EarlyBirdRow, { campaignId, userId }),
    ]);
    return { isSaved: !!saved, savedCampaignID: saved?.id ?? null, isFollowing: following, isEarlyBird: early };
  }
}
