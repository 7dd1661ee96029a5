import { Injectable } from '@nestjs/common';
import type { AdminInvestmentView, EndpointParsedQuery, Language, ListPage, adminInvestmentsEndpoint, adminInvestmentsExportEndpoint } from '@cf/contracts';
import { clampLimit, keysetCsv, listPage, muscatDayPeriod } from '@cf/platform';
import { InvestmentViews } from '../core/investment-views';
import { InvestmentsRepository } from '../core/investments.repository';
import { investmentExportFields, investmentsExportHeader } from './investments-export';

/** Rows read per query of an export. */
const EXPORT_PAGE = 500;

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

  /** Issue 38: every investment made in the period as CSV, read 500 rows a query while it is sent. */
  export(language: Language, query: EndpointParsedQuery<typeof adminInvestmentsExportEndpoint>): { filename: string; lines: AsyncIterable<string> } {
    const { from, to, start, end } = muscatDayPeriod(query.from, query.to, { invalid: 'investments.dateInvalid', reversed: 'investments.dateRangeInvalid' });
    const lines = keysetCsv(investmentsExportHeader(language), (after) => this.investments.pageForExport(start, end, after, EXPORT_PAGE), (row) => investmentExportFields(row, language));
    return { filename: `investments-${from}-${to}.csv`, lines };
  }
}
