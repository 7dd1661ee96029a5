import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, type AuthenticatedUser } from '@cf/platform';
import type { CampaignsConfig } from '../config/env';
import { CAMPAIGNS_CONFIG } from '../campaigns.tokens';
import { CampaignStatus, ownerMayEdit, PUBLIC_STATUSES } from './domain/campaign-status';
import { progressBasisPoints } from './domain/display-label';
import { CampaignRow } from './entities/campaign.entity';
import {
  CampaignDocumentRow,
  CampaignFaqRow,
  CampaignFollowerRow,
  CampaignImageRow,
  CampaignUpdateRow,
  CampaignVideoRow,
  EarlyBirdRow,
  LeadInvestorRow,
  SavedCampaignRow,
  TeamMemberRow,
} from './entities/campaign-items.entity';
import { campaignFull, type CampaignItems } from './campaign-views';

export const isPrivileged = (user: AuthenticatedUser | undefined, c: CampaignRow): boolean =>
  !!user && (user.isAdmin || user.id === c.ownerId);

/** Reads campaigns and their items, and decides who may see or edit one. */
@Injectable()
export class CampaignStore {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    @Inject(CAMPAIGNS_CONFIG) readonly config: CampaignsConfig,
  ) {}

  async require(id: string, manager: EntityManager = this.dataSource.manager): Promise<CampaignRow> {
    const c = typeof id === 'string' && id.length <= 36 ? await manager.findOneBy(CampaignRow, { id }) : null;
    if (!c) throw AppError.notFound('campaigns.notFound');
    return c;
  }

  /** A campaign the caller may see: public statuses for anyone, the rest only for the owner and admins (404 otherwise). */
  async requireVisible(id: string, user: AuthenticatedUser | undefined): Promise<CampaignRow> {
    const c = await this.require(id);
    if (!PUBLIC_STATUSES.includes(c.status) && !isPrivileged(user, c)) throw AppError.notFound('campaigns.notFound');
    return c;
  }

  async requireVisibleBySlug(slug: string, user: AuthenticatedUser | undefined): Promise<CampaignRow> {
    const c = slug.length <= 160 ? await this.dataSource.manager.findOneBy(CampaignRow, { slug }) : null;
    if (!c || (!PUBLIC_STATUSES.includes(c.status) && !isPrivileged(user, c))) throw AppError.notFound('campaigns.notFound');
    return c;
  }

  /** The owner or an admin; drafts of others answer 404 (their existence is private), others 403. */
  async requirePrivileged(id: string, user: AuthenticatedUser | undefined): Promise<CampaignRow> {
    if (!user) throw AppError.unauthorized();
    const c = await this.require(id);
    if (!isPrivileged(user, c)) {
      if (!PUBLIC_STATUSES.includes(c.status)) throw AppError.notFound('campaigns.notFound');
      throw AppError.forbidden('campaigns.forbidden');
    }
    return c;
  }

  /** Wizard writes: the owner while draft or declined; admins any time (C6.3, C6.4). */
  async requireEditable(id: string, user: AuthenticatedUser | undefined, manager?: EntityManager): Promise<CampaignRow> {
    if (!user) throw AppError.unauthorized();
    const c = await this.require(id, manager);
    if (!isPrivileged(user, c)) {
      if (!PUBLIC_STATUSES.includes(c.status)) throw AppError.notFound('campaigns.notFound');
      throw AppError.forbidden('campaigns.forbidden');
    }
    if (!user.isAdmin && !ownerMayEdit(c.status)) throw AppError.conflict('campaigns.notEditable');
    return c;
  }

  canEdit(user: AuthenticatedUser | undefined, c: CampaignRow): boolean {
    return !!user && (user.isAdmin || (user.id === c.ownerId && ownerMayEdit(c.status)));
  }

  async items(campaignId: string): Promise<CampaignItems> {
    const m = this.dataSource.manager;
    const [faqs, teamMembers, leadInvestors, images, videos, documents] = await Promise.all([
      m.find(CampaignFaqRow, { where: { campaignId }, order: { sortOrder: 'ASC', createdAt: 'ASC' } }),
      m.find(TeamMemberRow, { where: { campaignId }, order: { createdAt: 'ASC' } }),
      m.find(LeadInvestorRow, { where: { campaignId }, order: { createdAt: 'ASC' } }),
      m.find(CampaignImageRow, { where: { campaignId }, order: { createdAt: 'ASC' } }),
      m.find(CampaignVideoRow, { where: { campaignId }, order: { createdAt: 'ASC' } }),
      m.find(CampaignDocumentRow, { where: { campaignId }, order: { createdAt: 'ASC' } }),
    ]);
    return { faqs, teamMembers, leadInvestors, images, videos, documents };
  }

  async counts(campaignId: string) {
    const m = this.dataSource.manager;
    const [followersCount, savedCount, earlyBirdCount, updatesCount] = await Promise.all([
      m.countBy(CampaignFollowerRow, { campaignId }),
      m.countBy(SavedCampaignRow, { campaignId }),
      m.countBy(EarlyBirdRow, { campaignId }),
      m.countBy(CampaignUpdateRow, { campaignId }),
    ]);
    return { followersCount, savedCount, earlyBirdCount, updatesCount };
  }

  async viewer(campaignId: string, user: AuthenticatedUser | undefined) {
    if (!user) return { isSaved: false, savedCampaignID: null, isFollowing: false, isEarlyBird: false };
    const m = this.dataSource.manager;
    const [saved, following, early] = await Promise.all([
      m.findOneBy(SavedCampaignRow, { campaignId, userId: user.id }),
      m.existsBy(CampaignFollowerRow, { campaignId, userId: user.id }),
      m.existsBy(EarlyBirdRow, { campaignId, userId: user.id }),
    ]);
    return { isSaved: !!saved, savedCampaignID: saved?.id ?? null, isFollowing: following, isEarlyBird: early };
  }

  async full(c: CampaignRow, user: AuthenticatedUser | undefined) {
    const [items, counts, viewer] = await Promise.all([this.items(c.id), this.counts(c.id), this.viewer(c.id, user)]);
    const privileged = isPrivileged(user, c);
    return campaignFull(c, items, this.config, {
      privileged,
      isOwner: !!user && user.id === c.ownerId,
      canEdit: this.canEdit(user, c),
      viewer,
      counts,
    });
  }

  /** Copies the list columns from the field groups (the browse query reads only columns). */
  syncColumns(c: CampaignRow): CampaignRow {
    c.termsSlug = c.fundraising.termsSlug;
    c.campaignName = c.story.campaignName;
    c.companyName = c.companyProfile.companyName;
    c.companyLogo = c.companyProfile.companyLogo;
    c.coverImage = c.story.coverImage;
    c.about = c.story.about;
    c.category = c.companyProfile.category;
    c.industry = c.companyProfile.industry;
    c.dealType = c.fundraising.dealType;
    c.investingType = c.fundraising.investingType;
    c.equityCurrencyCode = c.fundraising.equityCurrencyCode || 'OMR';
    c.goal = c.fundraising.goal;
    c.minimumRaise = c.fundraising.minimumRaise;
    c.maximumRaise = c.fundraising.maximumRaise;
    c.openDate = c.fundraising.openDate;
    c.closeDate = c.fundraising.closeDate;
    c.timezone = c.fundraising.timezone || 'Asia/Muscat';
    c.interestRate = c.terms.interestRate;
    c.equityAvailable = c.terms.equityAvailable;
    c.progressBp = progressBasisPoints(c.raisedAmount, c.goal);
    return c;
  }

  /** Unfinished campaigns count towards the per-user limit (C8.2). */
  unfinishedCount(ownerId: string, manager: EntityManager): Promise<number> {
    return manager
      .createQueryBuilder(CampaignRow, 'c')
      .where('c.ownerId = :ownerId', { ownerId })
      .andWhere('c.status IN (:...statuses)', { statuses: [CampaignStatus.draft, CampaignStatus.pending, CampaignStatus.declined] })
      .getCount();
  }
}
