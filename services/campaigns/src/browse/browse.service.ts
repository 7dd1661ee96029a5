import { Injectable } from '@nestjs/common';
import type { BrowseQuery, ListPage } from '@cf/contracts';
import { AppError, clampLimit, listPage, type AuthenticatedUser } from '@cf/platform';
import { IdentityClient } from '../core/clients';
import { CampaignStore } from '../core/campaign-store';
import { campaignCard, language, type CampaignCard } from '../core/campaign-views';
import { todayIn } from '../core/domain/display-label';
import { EngagementRepository } from '../core/engagement.repository';
import type { CampaignRow } from '../core/entities/campaign.entity';
import { BrowseRepository, SORTS, type SortBy } from './browse.repository';

const DEFAULT_TIMEZONE = 'Asia/Muscat';

/** Browse, saved, owner and profile lists of campaign cards. */
@Injectable()
export class BrowseService {
  /** Anonymous browse pages by query and language (see CampaignsConfig.browseCacheMs). */
  private readonly publicPages = new Map<string, { expires: number; page: ListPage<CampaignCard> }>();

  constructor(
    private readonly lists: BrowseRepository,
    private readonly engagement: EngagementRepository,
    private readonly store: CampaignStore,
    private readonly identity: IdentityClient,
  ) {
    // Any write (an approval, a hide, a new raise amount) empties the cache: readers never wait for
    // the TTL to see a change made through this service. Bulk loads outside it wait at most the TTL.
    lists.onWrite(() => this.publicPages.clear());
  }

  /** Cards with the reader's saved flags. */
  private async cards([rows, total]: [CampaignRow[], number], user: AuthenticatedUser | undefined): Promise<ListPage<CampaignCard>> {
    const saved = new Map<string, string>();
    if (user) for (const s of await this.engagement.savedAmong(user.id, rows.map((r) => r.id))) saved.set(s.campaignId, s.id);
    const now = new Date();
    return listPage(
      rows.map((r) => campaignCard(r, this.store.config, { isSaved: saved.has(r.id), savedCampaignID: saved.get(r.id) ?? null }, now)),
      total,
    );
  }

  /** GET campaigns/equities and equities/front (C2.2, C2.3, C7.2): public statuses only. */
  async browse(q: BrowseQuery, user: AuthenticatedUser | undefined): Promise<ListPage<CampaignCard>> {
    const ttl = this.store.config.browseCacheMs;
    // Signed-in visitors see their own saved flags: only anonymous pages are shared.
    if (user || ttl === 0) return this.browseNow(q, user);
    const key = JSON.stringify([language(), q.limit, q.campaignName, q.investingType, q.termsSlug, q.sortBy, q.status]);
    const now = Date.now();
    const cached = this.publicPages.get(key);
    if (cached && cached.expires > now) return cached.page;
    const page = await this.browseNow(q, undefined);
    if (this.publicPages.size >= 1000) this.publicPages.clear(); // bounded: search terms are unbounded
    this.publicPages.set(key, { expires: now + ttl, page });
    return page;
  }

  private async browseNow(q: BrowseQuery, user: AuthenticatedUser | undefined): Promise<ListPage<CampaignCard>> {
    const sortBy: SortBy = SORTS.includes(q.sortBy as SortBy) ? (q.sortBy as SortBy) : 'newest';
    return this.cards(await this.lists.publicPage(q, sortBy, todayIn(DEFAULT_TIMEZONE), clampLimit(q.limit, 12, 300)), user);
  }

  /** GET campaigns/admin/equities: every status; approvalType=pending is the review queue. */
  async adminList(q: BrowseQuery): Promise<ListPage<CampaignCard & { ownerEmail?: string }>> {
    const [rows, total] = await this.lists.adminPage(q, clampLimit(q.limit, 10, 300));
    return listPage(
      rows.map((r) => ({ ...campaignCard(r, this.store.config), ownerEmail: r.ownerEmail, ownerName: r.ownerName, submittedAt: r.submittedAt })),
      total,
    );
  }

  /** C2.29 the owner's tabs: all, draft (incl. declined), pending, active, successful, unsuccessful; page size 6. */
  async mine(user: AuthenticatedUser, tab: string | undefined, rawLimit: string | undefined): Promise<ListPage<CampaignCard>> {
    return this.cards(await this.lists.ownerPage(user.id, tab, clampLimit(rawLimit, 6, 300)), user);
  }

  /** C2.27 public profile: a user's public campaigns, by id or by profile slug (asked of identity). */
  async ofProfile(slugOrId: string, rawLimit: string | undefined, user: AuthenticatedUser | undefined): Promise<ListPage<CampaignCard>> {
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slugOrId);
    const ownerId = isId ? slugOrId : await this.identity.userIdOfSlug(slugOrId);
    if (!ownerId) throw AppError.notFound();
    return this.cards(await this.lists.profilePage(ownerId, clampLimit(rawLimit, 6, 300)), user);
  }

  /** GET saved-campaigns (C2.26). */
  async saved(user: AuthenticatedUser, rawLimit: string | undefined) {
    const [saved, totalCount] = await this.engagement.savedPageOfUser(user.id, clampLimit(rawLimit, 10, 300));
    const byId = new Map((await this.lists.cardsByIds(saved.map((s) => s.campaignId))).map((r) => [r.id, r]));
    const docs = saved
      .filter((s) => byId.has(s.campaignId))
      .map((s) => ({ ...campaignCard(byId.get(s.campaignId)!, this.store.config, { isSaved: true, savedCampaignID: s.id }), savedAt: s.createdAt }));
    return listPage(docs, totalCount);
  }

  /** GET followed-campaigns: the campaigns the user follows, as cards (like saved: whatever their status now). */
  async followed(user: AuthenticatedUser, rawLimit: string | undefined): Promise<ListPage<CampaignCard>> {
    const [follows, totalCount] = await this.engagement.followedPageOfUser(user.id, clampLimit(rawLimit, 10, 300));
    const byId = new Map((await this.lists.cardsByIds(follows.map((f) => f.campaignId))).map((r) => [r.id, r]));
    const docs = follows.filter((f) => byId.has(f.campaignId)).map((f) => campaignCard(byId.get(f.campaignId)!, this.store.config));
    return listPage(docs, totalCount);
  }
}
