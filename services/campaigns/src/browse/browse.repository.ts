import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { BrowseQuery } from '@cf/contracts';
import { Transactions } from '@cf/platform';
import { CampaignStatus, PUBLIC_STATUSES, type CampaignStatusValue } from '../core/domain/campaign-status';
import { CampaignRow } from '../core/entities/campaign.entity';

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
  'ownerLanguage',
  'textLanguage',
  'textTranslations',
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

/** C2.29 the owner's tabs: draft (incl. declined), pending, active, successful, unsuccessful. */
const OWNER_TABS: Record<string, CampaignStatusValue[]> = {
  draft: [CampaignStatus.draft, CampaignStatus.declined],
  pending: [CampaignStatus.pending],
  active: [CampaignStatus.active],
  successful: [CampaignStatus.successful],
  unsuccessful: [CampaignStatus.unsuccessful],
};

/** SQL of the campaign lists: one SELECT of card columns plus one COUNT, both on indexes. */
@Injectable()
export class BrowseRepository {
  constructor(
    private readonly transactions: Transactions,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Calls `changed` after any write to this service's tables (the browse cache empties). */
  onWrite(changed: () => void): void {
    this.dataSource.subscribers.push({ afterInsert: changed, afterUpdate: changed, afterRemove: changed, afterTransactionCommit: changed });
  }

  private base(): SelectQueryBuilder<CampaignRow> {
    return this.transactions.manager.createQueryBuilder(CampaignRow, 'c').select(CARD_COLUMNS.map((col) => `c.${col}`));
  }

  private async page(qb: SelectQueryBuilder<CampaignRow>, limit: number): Promise<[CampaignRow[], number]> {
    const [rows, total] = await Promise.all([qb.clone().take(limit).getMany(), qb.clone().orderBy().getCount()]);
    return [rows, total];
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

  /** Public statuses only, by category (`today` in the platform's zone). */
  publicPage(q: BrowseQuery, sortBy: SortBy, today: string, limit: number): Promise<[CampaignRow[], number]> {
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
    return this.page(qb, limit);
  }

  /** Every status; approvalType=pending is the review queue (oldest first). */
  adminPage(q: BrowseQuery, limit: number): Promise<[CampaignRow[], number]> {
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
    return this.page(qb, limit);
  }

  ownerPage(ownerId: string, tab: string | undefined, limit: number): Promise<[CampaignRow[], number]> {
    const qb = this.base().where('c.ownerId = :ownerId', { ownerId });
    if (tab && OWNER_TABS[tab]) qb.andWhere('c.status IN (:...statuses)', { statuses: OWNER_TABS[tab] });
    qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC');
    return this.page(qb, limit);
  }

  /** A user's public campaigns (their profile). */
  profilePage(ownerId: string, limit: number): Promise<[CampaignRow[], number]> {
    const qb = this.base()
      .where('c.ownerId = :ownerId', { ownerId })
      .andWhere('c.status IN (:...statuses)', { statuses: [...PUBLIC_STATUSES] })
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC');
    return this.page(qb, limit);
  }

  cardsByIds(ids: string[]): Promise<CampaignRow[]> {
    return ids.length ? this.base().where('c.id IN (:...ids)', { ids }).getMany() : Promise.resolve([]);
  }
}
