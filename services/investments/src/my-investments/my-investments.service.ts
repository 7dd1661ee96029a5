import { Injectable } from '@nestjs/common';
import { INVESTMENT_LIMITS, type DashboardAmounts, type EndpointParsedQuery, type GraphPoint, type InvestmentView, type ListPage, type graphQuerySchema, type myInvestmentsEndpoint } from '@cf/contracts';
import { clampLimit, Clock, listPage, type AuthenticatedUser } from '@cf/platform';
import type * as z from 'zod/mini';
import { InvestmentViews } from '../investing/investment-views';
import { InvestmentsRepository } from '../investing/investments.repository';

type GraphQuery = z.output<typeof graphQuerySchema>;

/** C2.24, C7.9 my investments: the table, the highlights, the chart, the currencies. */
@Injectable()
export class MyInvestmentsService {
  constructor(
    private readonly investments: InvestmentsRepository,
    private readonly views: InvestmentViews,
    private readonly clock: Clock,
  ) {}

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

  async currencies(user: AuthenticatedUser): Promise<string[]> {
    const currencies = await this.investments.currenciesOf(user.id);
    return currencies.length > 0 ? currencies : ['OMR'];
  }
}
