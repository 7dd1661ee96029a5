import { Injectable } from '@nestjs/common';
import {
  INVESTMENT_LIMITS,
  type DashboardAmounts,
  type EndpointParsedQuery,
  type GraphPoint,
  type InvestmentView,
  type ChildInvestmentsView,
  type ListPage,
  type MyCampaignView,
  type ProfileInvestmentView,
  type MyInvestmentsDashboard,
  type TransactionPoint,
  type graphQuerySchema,
  type myInvestmentsEndpoint,
} from '@cf/contracts';
import { clampLimit, Clock, listPage, type AuthenticatedUser } from '@cf/platform';
import type * as z from 'zod/mini';
import { InvestmentViews } from '../core/investment-views';
import { InvestmentsRepository } from '../core/investments.repository';
import { ChildrenRepository } from '../core/children.repository';
import { PublicProfilesClient } from './public-profiles.client';
import { AppError } from '@cf/platform';

type GraphQuery = z.output<typeof graphQuerySchema>;

/** C2.24, C7.9 my investments: the table, the highlights, the chart, the currencies. */
@Injectable()
export class MyInvestmentsService {
  constructor(
    private readonly investments: InvestmentsRepository,
    private readonly views: InvestmentViews,
    private readonly children: ChildrenRepository,
    private readonly clock: Clock,
    private readonly profiles: PublicProfilesClient,
  ) {}

  /** A2.12, A3.15 /child-investments/{id}: the child's dashboard and investments, for the child's guardian only. */
  async ofChild(user: AuthenticatedUser, childId: string, query: { limit?: string; currencyId?: string }): Promise<ChildInvestmentsView> {
    const child = await this.children.find(childId);
    if (!child || child.guardianId !== user.id) throw AppError.notFound('investments.childNotFound');
    const currency = query.currencyId || 'OMR';
    const [paid, returned, page] = await Promise.all([
      this.investments.paidOf(childId, currency),
      this.children.returnedTo(childId, currency),
      this.investments.ofInvestor(childId, { currency }, clampLimit(query.limit, INVESTMENT_LIMITS.firstPage)),
    ]);
    const totalInvested = paid.reduce((sum, r) => sum + r.amount, 0);
    return {
      childId,
      currency,
      // Whole baisa, rounded down: an average never shows more than was invested.
      averageInvestment: paid.length > 0 ? Math.floor(totalInvested / paid.length) : 0,
      totalReturn: returned,
      totalInvested,
      successfulInvestments: paid.length,
      investments: listPage(page.rows.map((r) => this.views.investment(r)), page.total),
    };
  }

  async list(user: AuthenticatedUser, query: EndpointParsedQuery<typeof myInvestmentsEndpoint>): Promise<ListPage<InvestmentView>> {
    const limit = clampLimit(query.limit, INVESTMENT_LIMITS.firstPage);
    const status = query.status === undefined || query.status === 'all' ? undefined : Number(query.status);
    const { rows, total } = await this.investments.ofInvestor(user.id, { search: query.search?.trim() || undefined, status, currency: query.currencyId || undefined }, limit);
    return listPage(
      rows.map((r) => this.views.investment(r)),
      total,
    );
  }

  async amounts(user: AuthenticatedUser, query: GraphQuery): Promise<DashboardAmounts> {
    const currency = query.currencyId || 'OMR';
    const paid = await this.investments.paidOf(user.id, currency);
    const { rows: pendingRows } = await this.investments.ofInvestor(user.id, { currency, states: ['reserved', 'processing'] }, 500);
    return {
      currency,
      totalInvested: paid.reduce((sum, r) => sum + r.amount, 0),
      investmentsCount: paid.length,
      campaignsCount: new Set(paid.map((r) => r.campaignId)).size,
      pending: pendingRows.reduce((sum, r) => sum + r.amount, 0),
      distributionsToCome: 0,
    };
  }

  /** Amount invested per month of the year (twelve points, months without investments at 0). */
  async graph(user: AuthenticatedUser, query: GraphQuery): Promise<GraphPoint[]> {
    const year = Number(query.transactionYear ?? this.clock.now().getUTCFullYear());
    const paid = await this.investments.paidOf(user.id, query.currencyId || 'OMR');
    const points = Array.from({ length: 12 }, (_, month) => ({ month: `${year}-${String(month + 1).padStart(2, '0')}`, amount: 0 }));
    for (const row of paid) {
      const at = row.paidAt ?? row.createdAt;
      if (Number(at.slice(0, 4)) === year) points[Number(at.slice(5, 7)) - 1].amount += row.amount;
    }
    return points;
  }

  /** C7.9 get-graph-by-transactions: each paid investment of the year, oldest first. */
  async byTransactions(user: AuthenticatedUser, query: GraphQuery): Promise<TransactionPoint[]> {
    const year = String(query.transactionYear ?? this.clock.now().getUTCFullYear());
    const paid = await this.investments.paidOf(user.id, query.currencyId || 'OMR');
    return paid
      .filter((row) => (row.paidAt ?? row.createdAt).startsWith(year))
      .map((row) => ({ investmentId: row.id, date: row.paidAt ?? row.createdAt, amount: row.amount, campaignName: row.campaignName }));
  }

  /** C7.9 get-campaigns: the campaigns with paid investments, most recent first. */
  async campaigns(user: AuthenticatedUser, limit: string | undefined): Promise<ListPage<MyCampaignView>> {
    const all = await this.campaignsOf(user.id);
    return listPage(all.slice(0, clampLimit(limit, 10)), all.length);
  }

  /** A7.6 get-user-investments: a profile's backed campaigns, only when its person shows them; no amounts. */
  async ofProfile(slug: string, limit: string | undefined): Promise<ListPage<ProfileInvestmentView> & { visible: boolean }> {
    const profile = await this.profiles.profile(slug);
    if (!profile.investmentsPublic) return { ...listPage<ProfileInvestmentView>([], 0), visible: false };
    const all = (await this.campaignsOf(profile.id)).map(({ campaignId, campaignName, campaignSlug, lastInvestedAt }) => ({ campaignId, campaignName, campaignSlug, lastInvestedAt }));
    return { ...listPage(all.slice(0, clampLimit(limit, 10)), all.length), visible: true };
  }

  private async campaignsOf(userId: string): Promise<MyCampaignView[]> {
    const byCampaign = new Map<string, MyCampaignView>();
    for (const row of await this.investments.paidOf(userId)) {
      const at = row.paidAt ?? row.createdAt;
      const seen = byCampaign.get(row.campaignId);
      if (seen) {
        seen.invested += row.amount;
        seen.investmentsCount += 1;
        if (at > seen.lastInvestedAt) seen.lastInvestedAt = at;
      } else {
        byCampaign.set(row.campaignId, { campaignId: row.campaignId, campaignName: row.campaignName, campaignSlug: row.campaignSlug, currency: row.currency, invested: row.amount, investmentsCount: 1, lastInvestedAt: at });
      }
    }
    return [...byCampaign.values()].sort((a, b) => (a.lastInvestedAt < b.lastInvestedAt ? 1 : -1));
  }

  /** C7.9 dashboard/: the highlights and the three latest investments. */
  async dashboard(user: AuthenticatedUser, query: GraphQuery): Promise<MyInvestmentsDashboard> {
    const [amounts, latest] = await Promise.all([this.amounts(user, query), this.list(user, { limit: String(INVESTMENT_LIMITS.firstPage) })]);
    return { amounts, latest: latest.docs };
  }

  async currencies(user: AuthenticatedUser): Promise<string[]> {
    const currencies = await this.investments.currenciesOf(user.id);
    return currencies.length > 0 ? currencies : ['OMR'];
  }
}
