import { Injectable } from '@nestjs/common';
import { CampaignFollowedV1, CampaignSavedV1, CampaignUnfollowedV1, CampaignUnsavedV1 } from '@cf/contracts';
import { AppError, clampLimit, isUniqueViolation, listPage, newId, OutboxService, translate, Transactions, type AuthenticatedUser } from '@cf/platform';
import { CampaignStore } from '../core/campaign-store';
import { language } from '../core/campaign-views';
import { CampaignStatus } from '../core/domain/campaign-status';
import { todayIn } from '../core/domain/display-label';
import { EngagementRepository } from '../core/engagement.repository';
import { nowIso } from '../core/partial-save';

/** Saving (C7.5), following (C4.14) and early-bird interest (C4.16) in a campaign. */
@Injectable()
export class FollowingService {
  constructor(
    private readonly store: CampaignStore,
    private readonly engagement: EngagementRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
  ) {}

  private savedAnswer(savedCampaignID: string, campaignId: string) {
    return { savedCampaignID, campaignId, message: translate('campaigns.campaignSaved', language()) };
  }

  /** Saving twice keeps one row (the unique key decides a race) and answers the same. */
  async save(user: AuthenticatedUser, campaignId: string) {
    const c = await this.store.requireVisible(campaignId, user);
    const existing = await this.engagement.findSaved(user.id, c.id);
    if (existing) return this.savedAnswer(existing.id, c.id);
    const row = { id: newId(), userId: user.id, campaignId: c.id, createdAt: nowIso() };
    try {
      await this.transactions.run(async () => {
        await this.engagement.insertSaved(row);
        await this.outbox.append(CampaignSavedV1, c.id, { campaignId: c.id, userId: user.id, savedCampaignId: row.id });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = await this.engagement.findSaved(user.id, c.id);
      if (!again) throw error;
      return this.savedAnswer(again.id, c.id);
    }
    return this.savedAnswer(row.id, c.id);
  }

  /** DELETE saved-campaigns/{savedCampaignID or campaignId}. */
  async unsave(user: AuthenticatedUser, id: string) {
    const row = await this.engagement.findSavedByIdOrCampaign(user.id, id);
    if (!row) throw AppError.notFound();
    await this.transactions.run(async () => {
      await this.engagement.deleteSaved(row.id);
      await this.outbox.append(CampaignUnsavedV1, row.campaignId, { campaignId: row.campaignId, userId: user.id });
    });
    return { campaignId: row.campaignId, message: translate('campaigns.campaignUnsaved', language()) };
  }

  async savedBy(campaignId: string, user: AuthenticatedUser, rawLimit: string | undefined) {
    const c = await this.store.requirePrivileged(campaignId, user);
    const [rows, total] = await this.engagement.savedPageOfCampaign(c.id, clampLimit(rawLimit, 10, 300));
    return listPage(rows.map((r) => ({ userId: r.userId, savedAt: r.createdAt })), total);
  }

  async follow(campaignId: string, user: AuthenticatedUser) {
    const c = await this.store.requireVisible(campaignId, user);
    if (c.ownerId === user.id) throw new AppError('campaigns.cannotFollowOwn', 400);
    if (!(await this.engagement.isFollowing(c.id, user.id))) {
      try {
        await this.transactions.run(async () => {
          await this.engagement.insertFollower({ id: newId(), campaignId: c.id, userId: user.id, createdAt: nowIso() });
          await this.outbox.append(CampaignFollowedV1, c.id, { campaignId: c.id, userId: user.id });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return { isFollowing: true, followersCount: await this.engagement.followersCount(c.id) };
  }

  async unfollow(campaignId: string, user: AuthenticatedUser) {
    const c = await this.store.require(campaignId);
    await this.transactions.run(async () => {
      if (await this.engagement.deleteFollower(c.id, user.id)) await this.outbox.append(CampaignUnfollowedV1, c.id, { campaignId: c.id, userId: user.id });
    });
    return { isFollowing: false, followersCount: await this.engagement.followersCount(c.id) };
  }

  async followers(campaignId: string, user: AuthenticatedUser, rawLimit: string | undefined) {
    const c = await this.store.requirePrivileged(campaignId, user);
    const [rows, total] = await this.engagement.followersPage(c.id, clampLimit(rawLimit, 10, 300));
    return listPage(rows.map((r) => ({ userId: r.userId, followedAt: r.createdAt })), total);
  }

  /** Only for an approved campaign that has not opened yet; counted once per user. */
  async earlyBird(user: AuthenticatedUser, campaignId: string) {
    const c = await this.store.requireVisible(campaignId, user);
    const today = todayIn(c.timezone || 'Asia/Muscat');
    if (c.status !== CampaignStatus.active || !c.openDate || c.openDate <= today) throw new AppError('campaigns.earlyBirdClosed', 400);
    try {
      await this.engagement.insertEarlyBird({ id: newId(), campaignId: c.id, userId: user.id, createdAt: nowIso() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return { message: translate('campaigns.earlyBirdRegistered', language()), earlyBirdCount: await this.engagement.earlyBirdCount(c.id) };
  }
}
