import { Inject, Injectable } from '@nestjs/common';
import { AppError, type AuthenticatedUser } from '@cf/platform';
import type { CampaignsConfig } from '../config/env';
import { CAMPAIGNS_CONFIG } from '../campaigns.tokens';
import { ownerMayEdit, PUBLIC_STATUSES } from './domain/campaign-status';
import { progressBasisPoints } from './domain/display-label';
import type { CampaignRow } from './entities/campaign.entity';
import { CampaignItemsRepository } from './campaign-items.repository';
import { CampaignsRepository } from './campaigns.repository';
import { EngagementRepository } from './engagement.repository';
import { campaignFull } from './campaign-views';

export const isPrivileged = (user: AuthenticatedUser | undefined, c: CampaignRow): boolean =>
  !!user && (user.isAdmin || user.id === c.ownerId);

/** Decides who may see or edit a campaign, and builds its full view (through the repositories). */
@Injectable()
export class CampaignStore {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly items: CampaignItemsRepository,
    private readonly engagement: EngagementRepository,
    @Inject(CAMPAIGNS_CONFIG) readonly config: CampaignsConfig,
  ) {}

  async require(id: string): Promise<CampaignRow> {
    const c = typeof id === 'string' && id.length <= 36 ? await this.campaigns.findById(id) : null;
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
    const c = slug.length <= 160 ? await this.campaigns.findBySlug(slug) : null;
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
  async requireEditable(id: string, user: AuthenticatedUser | undefined): Promise<CampaignRow> {
    if (!user) throw AppError.unauthorized();
    const c = await this.require(id);
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

  private viewer(campaignId: string, user: AuthenticatedUser | undefined) {
    if (!user) return Promise.resolve({ isSaved: false, savedCampaignID: null, isFollowing: false, isEarlyBird: false });
    return this.engagement.viewer(campaignId, user.id);
  }

  async full(c: CampaignRow, user: AuthenticatedUser | undefined) {
    const [items, counts, viewer] = await Promise.all([this.items.all(c.id), this.engagement.counts(c.id), this.viewer(c.id, user)]);
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
    c.textLanguage = c.story.textLanguage ?? null;
    const translations = Object.entries(c.story.translations ?? {}).filter(([, t]) => t?.campaignName);
    c.textTranslations = translations.length ? Object.fromEntries(translations.map(([lang, t]) => [lang, { campaignName: t!.campaignName ?? null, about: t!.about ?? null }])) : null;
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
}
