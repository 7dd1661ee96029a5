import { Injectable } from '@nestjs/common';
import type { AdminInvestmentView, EndpointParsedQuery, ListPage, adminInvestmentsEndpoint } from '@cf/contracts';
import { clampLimit, listPage } from '@cf/platform';
import { InvestmentViews } from '../core/investment-views';
import { InvestmentsRepository } from '../core/investments.repository';

/** C1.3 the administrators' view of every investment. */
@Injectable()
export class AdminInvestmentsService {
  constructor(
    private readonly investments: InvestmentsRepository,
    private readonly views: InvestmentViews,
  ) {}

  async list(query: EndpointParsedQuery<typeof adminInvestmentsEndpoint>): Promise<ListPage<AdminInvestmentView>> {
    const status = query.status === undefined || query.status === 'all' ? undefined : Number(query.status);
    const { rows, total } = await this.investments.all({ search: query.search?.trim() || undefined, status, campaignId: query.campaignId || undefined }, clampLimit(query.limit, 10));
    return listPage(
      rows.map((row) => ({ ...this.views.investment(row), walletSettled: row.walletSettled, countedMonth: row.countedMonth })),
      total,
    );
  }
}
