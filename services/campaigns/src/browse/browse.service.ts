import { Injectable } from '@nestjs/common';
import { In, type SelectQueryBuilder } from 'typeorm';
import type { ListPage } from '@cf/contracts';
import { AppError, clampLimit, listPage, type AuthenticatedUser } from '@cf/platform';
import { IdentityClient } from '../common/clients';
import { CampaignStore } from '../campaigns/campaign-store';
import { campaignCard, language, type CampaignCard } from '../campaigns/campaign-views';
import { CampaignStatus, PUBLIC_STATUSES, type CampaignStatusValue } from '../campaigns/domain/campaign-status';
import { todayIn } from '../campaigns/domain/display-label';
import { CampaignRow } from '../campaigns/entities/campaign.entity';
import { SavedCampaignRow } from '../campaigns/entities/campaign-items.entity';

/** C2.2 categories. */
export const SORTS = ['newest', 'active', 'percentage-raised', 'amount-raised', 'upcoming', 'funded'] as const;
export type SortBy = (typeof SORTS)[number];

/** The columns a card needs (never the JSON field groups: the list stays one narrow indexed read). */
export const CARD_COLUMNS = [
  'id',
  'slug',
  'ownerId',
  'status',
  'termsSlug',
  'campaignName',
  'companyName',
  'companyLogo',
  'coverImage',
  'about',
  'category',
  'industry',
  'dealType',
  'investingType',
  'equityCurrencyCode',
  'goal',
  'minimumRaise',
  'maximumRaise',
  'raisedAmount',
  'progressBp',
  'investorsCount',
  'openDate',
  'closeDate',
  'timezone',
  'interestRate',
  'equityAvailable',
  'createdAt',
  'approvedAt',
] as const;

export interface BrowseQuery {
  limit?: string;
  campaignName?: string;
  investingType?: string;
  termsSlug?: string;
  sortBy?: string;
  status?: string;
  approvalType?: string;
}

const DEFAULT_TIMEZONE = 'Asia/Muscat';

/** Browse, saved, owner and profile lists: one SELECT of card columns plus one COUNT, both on indexes. */
@Injectable()
export class BrowseService {
  /** Anonymous browse pages by query and language (see CampaignsConfig.browseCacheMs). */
  private readonly publicPages = new Map<string, { expires: number; page: ListPage<CampaignCard> }>();

  constructor(
    private readonly store: CampaignStore,
    private readonly identity: IdentityClient,
  ) {
    // Any write (an approval, a hide, a new raise amount) empties the cache: readers never wait for
    // the TTL to see a change made through this service. Bulk loads outside it wait at most the TTL.
    const clear = () => this.publicPages.clear();
    store.dataSource.subscribers.push({ afterInsert: clear, afterUpdate: clear, afterRemove: clear, afterTransactionCommit: clear });
  }

  private base(): SelectQueryBuilder<CampaignRow> {
    return this.store.dataSource.manager.createQueryBuilder(CampaignRow, 'c').select(CARD_COLUMNS.map((col) => `c.${col}`));
  }

  private async page(qb: SelectQueryBuilder<CampaignRow>, limit: number, user: AuthenticatedUser | undefined): Promise<ListPage<CampaignCard>> {
    const [rows, totalCount] = await Promise.all([qb.clone().take(limit).getMany(), qb.clone().orderBy().getCount()]);
    const saved = new Map<string, string>();
    if (user && rows.length > 0) {
      const found = await this.store.dataSource.manager.find(SavedCampaignRow, { where: { userId: user.id, campaignId: In(rows.map((r) => r.id)) } });
      for (const s of found) saved.set(s.campaignId, s.id);
    }
    const now = new Date();
    return listPage(
      rows.map((r) => campaignCard(r, this.store.config, { isSaved: saved.has(r.id), savedCampaignID: saved.get(r.id) ?? null }, now)),
      totalCount,
    );
  }

  private search(qb: SelectQueryBuilder<CampaignRow>, q: BrowseQuery): void {
    const term = typeof q.campaignName === 'string' ? q.campaignName.trim().slice(0, 100) : '';
    if (term) {
      // '!' as the escape character: a backslash in a literal means different things on MariaDB and SQLite.
      const like = `%${term.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
      qb.andWhere("(c.campaignName LIKE :like ESCAPE '!' OR c.companyName LIKE :like ESCAPE '!')", { like });
    }
    if (q.investingType === 'fixed' || q.investingType === 'flexible') qb.andWhere('c.investingType = :investingType', { investingType: q.investingType });
    if (q.termsSlug === 'equity' || q.termsSlug === 'equity-with-dividends' || q.termsSlug === 'debt') qb.andWhere('c.termsSlug = :termsSlug', { termsSlug: q.termsSlug });
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
    const limit = clampLimit(q.limit, 12, 300);
    const sortBy: SortBy = SORTS.includes(q.sortBy as SortBy) ? (q.sortBy as SortBy) : 'newest';
    const today = todayIn(DEFAULT_TIMEZONE);
    const qb = this.base();
    const status = Number(q.status);
    const explicit = q.status !== undefined && q.status !== '' && PUBLIC_STATUSES.includes(status as CampaignStatusValue);
    switch (sortBy) {
      case 'active':
        qb.where('c.status = :s', { s: CampaignStatus.active }).andWhere('c.openDate <= :today AND c.closeDate >= :today', { today }).orderBy('c.closeDate', 'ASC');
        break;
      case 'percentage-raised':
        qb.where('c.status = :s', { s: explicit ? status : CampaignStatus.active }).orderBy('c.progressBp', 'DESC');
        break;
      case 'amount-raised':
        qb.where('c.status = :s', { s: explicit ? status : CampaignStatus.active }).orderBy('c.raisedAmount', 'DESC');
        break;
      case 'upcoming':
        qb.where('c.status = :s', { s: CampaignStatus.active }).andWhere('c.openDate > :today', { today }).orderBy('c.openDate', 'ASC');
        break;
      case 'funded':
        qb.where('c.status = :s', { s: CampaignStatus.successful }).orderBy('c.approvedAt', 'DESC');
        break;
      default:
        if (explicit) qb.where('c.status = :s', { s: status });
        else qb.where('c.status IN (:...statuses)', { statuses: [CampaignStatus.active, CampaignStatus.successful] });
        qb.orderBy('c.createdAt', 'DESC');
    }
    qb.addOrderBy('c.id', 'DESC');
    this.search(qb, q);
    return this.page(qb, limit, user);
  }

  /** GET campaigns/admin/equities: every status; approvalType=pending is the review queue (oldest first). */
  async adminList(q: BrowseQuery): Promise<ListPage<CampaignCard & { ownerEmail?: string }>> {
    const limit = clampLimit(q.limit, 10, 300);
    const qb = this.base().addSelect(['c.ownerEmail', 'c.ownerName', 'c.submittedAt']);
    if (q.approvalType === 'pending') qb.where('c.status = :s', { s: CampaignStatus.pending }).orderBy('c.submittedAt', 'ASC');
    else {
      const status = Number(q.status);
      if (q.status !== undefined && q.status !== '' && Number.isInteger(status) && status >= 0 && status <= 6) qb.where('c.status = :s', { s: status });
      else qb.where('1 = 1');
      qb.orderBy('c.createdAt', 'DESC');
    }
    qb.addOrderBy('c.id', 'DESC');
    this.search(qb, q);
    const [rows, totalCount] = await Promise.all([qb.clone().take(limit).getMany(), qb.clone().orderBy().getCount()]);
    return listPage(
      rows.map((r) => ({ ...campaignCard(r, this.store.config), ownerEmail: r.ownerEmail, ownerName: r.ownerName, submittedAt: r.submittedAt })),
      totalCount,
    );
  }

  /** C2.29 the owner's tabs: all, draft (incl. declined), pending, active, successful, unsuccessful; page size 6. */
  async mine(user: AuthenticatedUser, tab: string | undefined, rawLimit: string | undefined): Promise<ListPage<CampaignCard>> {
    const limit = clampLimit(rawLimit, 6, 300);
    const statuses: Record<string, CampaignStatusValue[]> = {
      draft: [CampaignStatus.draft, CampaignStatus.declined],
      pending: [CampaignStatus.pending],
      active: [CampaignStatus.active],
      successful: [CampaignStatus.successful],
      unsuccessful: [CampaignStatus.unsuccessful],
    };
    const qb = this.base().where('c.ownerId = :ownerId', { ownerId: user.id });
    if (tab && statuses[tab]) qb.andWhere('c.status IN (:...statuses)', { statuses: statuses[tab] });
    qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC');
    return this.page(qb, limit, user);
  }

  /** C2.27 public profile: a user's public campaigns, by id or by profile slug (asked of identity). */
  async ofProfile(slugOrId: string, rawLimit: string | undefined, user: AuthenticatedUser | undefined): Promise<ListPage<CampaignCard>> {
    const limit = clampLimit(rawLimit, 6, 300);
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slugOrId);
    const ownerId = isId ? slugOrId : await this.identity.userIdOfSlug(slugOrId);
    if (!ownerId) throw AppError.notFound();
    const qb = this.base()
      .where('c.ownerId = :ownerId', { ownerId })
      .andWhere('c.status IN (:...statuses)', { statuses: [...PUBLIC_STATUSES] })
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC');
    return this.page(qb, limit, user);
  }

  /** GET saved-campaigns (C2.26). */
  async saved(user: AuthenticatedUser, rawLimit: string | undefined) {
    const limit = clampLimit(rawLimit, 10, 300);
    const m = this.store.dataSource.manager;
    const [saved, totalCount] = await m.findAndCount(SavedCampaignRow, { where: { userId: user.id }, order: { createdAt: 'DESC' }, take: limit });
    const rows = saved.length ? await this.base().where('c.id IN (:...ids)', { ids: saved.map((s) => s.campaignId) }).getMany() : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const docs = saved
      .filter((s) => byId.has(s.campaignId))
      .map((s) => ({ ...campaignCard(byId.get(s.campaignId)!, this.store.config, { isSaved: true, savedCampaignID: s.id }), savedAt: s.createdAt }));
    return listPage(docs, totalCount);
  }
}
