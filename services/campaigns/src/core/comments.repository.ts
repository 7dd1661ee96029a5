import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { CampaignRow } from './entities/campaign.entity';
import { CampaignCommentRow, type CommentStatus } from './entities/campaign-items.entity';

/** SQL of campaign comments and replies (C4.17); runs in the ambient transaction. */
@Injectable()
export class CommentsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  findById(id: string): Promise<CampaignCommentRow | null> {
    return id.length <= 36 ? this.manager.findOneBy(CampaignCommentRow, { id }) : Promise.resolve(null);
  }

  findInCampaign(id: string, campaignId: string): Promise<CampaignCommentRow | null> {
    return this.manager.findOneBy(CampaignCommentRow, { id, campaignId });
  }

  /** Top-level comments, newest first: approved ones, and the reader's own pending ones when signed in. */
  async topLevelPage(campaignId: string, readerId: string | undefined, limit: number): Promise<[CampaignCommentRow[], number]> {
    const qb = this.manager
      .createQueryBuilder(CampaignCommentRow, 'k')
      .where('k.campaignId = :campaignId AND k.parentCommentId IS NULL', { campaignId })
      .andWhere(readerId ? "(k.status = 'approved' OR (k.status = 'pending' AND k.userId = :uid))" : "k.status = 'approved'", { uid: readerId })
      .orderBy('k.createdAt', 'DESC')
      .addOrderBy('k.id', 'DESC');
    const [rows, total] = await Promise.all([qb.clone().take(limit).getMany(), qb.clone().orderBy().getCount()]);
    return [rows, total];
  }

  /** Top-level comments of every status (or one), newest first: the owner's dashboard. */
  ownerPage(campaignId: string, status: CommentStatus | undefined, limit: number): Promise<[CampaignCommentRow[], number]> {
    const where = { campaignId, parentCommentId: IsNull(), ...(status ? { status } : {}) };
    return this.manager.findAndCount(CampaignCommentRow, { where, order: { createdAt: 'DESC' }, take: limit });
  }

  /** The moderation queue, oldest first. */
  moderationPage(status: CommentStatus, campaignId: string | undefined, limit: number): Promise<[CampaignCommentRow[], number]> {
    const where = { status, ...(campaignId ? { campaignId } : {}) };
    return this.manager.findAndCount(CampaignCommentRow, { where, order: { createdAt: 'ASC' }, take: limit });
  }

  replies(parentCommentId: string): Promise<CampaignCommentRow[]> {
    return this.manager.find(CampaignCommentRow, { where: { parentCommentId }, order: { createdAt: 'ASC' } });
  }

  /** Replies of several comments at once, oldest first. */
  repliesOf(parentIds: string[]): Promise<CampaignCommentRow[]> {
    return parentIds.length ? this.manager.find(CampaignCommentRow, { where: { parentCommentId: In(parentIds) }, order: { createdAt: 'ASC' } }) : Promise.resolve([]);
  }

  countByStatus(campaignId: string, status: CommentStatus): Promise<number> {
    return this.manager.countBy(CampaignCommentRow, { campaignId, status });
  }

  /** Names of the campaigns these comments belong to (the moderation queue shows them). */
  async campaignNames(campaignIds: string[]): Promise<Map<string, string | null>> {
    const rows = campaignIds.length
      ? await this.manager.find(CampaignRow, { where: { id: In(campaignIds) }, select: ['id', 'campaignName', 'companyName'] })
      : [];
    return new Map(rows.map((c) => [c.id, c.campaignName ?? c.companyName ?? null]));
  }

  async insert(row: CampaignCommentRow): Promise<void> {
    await this.manager.insert(CampaignCommentRow, row);
  }

  async save(row: CampaignCommentRow): Promise<void> {
    await this.manager.save(CampaignCommentRow, row);
  }

  async update(id: string, patch: Partial<CampaignCommentRow>): Promise<void> {
    await this.manager.update(CampaignCommentRow, { id }, patch);
  }

  /** A comment and its replies. */
  async deleteWithReplies(id: string): Promise<void> {
    await this.manager.delete(CampaignCommentRow, { parentCommentId: id });
    await this.manager.delete(CampaignCommentRow, { id });
  }
}
