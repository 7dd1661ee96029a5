import { Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  cancelInvestmentEndpoint,
  createInvestmentEndpoint,
  investmentEndpoint,
  investmentOfCampaignEndpoint,
  investmentReceiptEndpoint,
  investOfferEndpoint,
  processInvestmentEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { AppError, CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { requestLanguage } from '../i18n/request-language';
import { InvestmentViews } from './investment-views';
import { InvestingService } from './investing.service';

/** C7.6 investing: the invest panel, reserve, pay, receipt, cancel. */
@ApiTags('investments')
@Controller()
export class InvestingController {
  constructor(
    private readonly investing: InvestingService,
    private readonly views: InvestmentViews,
  ) {}

  @ServeEndpoint(investOfferEndpoint)
  offer(@CurrentUser() user: AuthenticatedUser, @Param('campaignId') campaignId: string) {
    return this.investing.offer(user, campaignId);
  }

  @ServeEndpoint(investmentReceiptEndpoint)
  async receipt(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(investmentReceiptEndpoint) query: EndpointParsedQuery<typeof investmentReceiptEndpoint>) {
    return this.views.investment(await this.investing.requireOwn(user, query.investmentId));
  }

  @ServeEndpoint(createInvestmentEndpoint)
  create(@CurrentUser() user: AuthenticatedUser, @Param('campaignId') campaignId: string, @EndpointBody(createInvestmentEndpoint) body: EndpointParsedBody<typeof createInvestmentEndpoint>, @Req() request: FastifyRequest) {
    return this.investing.create(user, campaignId, body, request.ip?.slice(0, 45) ?? null, requestLanguage());
  }

  @ServeEndpoint(processInvestmentEndpoint)
  pay(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(processInvestmentEndpoint) _body: EndpointParsedBody<typeof processInvestmentEndpoint>) {
    return this.investing.pay(user, id);
  }

  @ServeEndpoint(investmentEndpoint)
  async one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.views.investment(await this.investing.requireOwn(user, id));
  }

  @ServeEndpoint(investmentOfCampaignEndpoint)
  async oneOfCampaign(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Param('campaignId') campaignId: string) {
    const row = await this.investing.requireOwn(user, id);
    if (row.campaignId !== campaignId) throw AppError.notFound('investments.notFound');
    return this.views.investment(row);
  }

  @ServeEndpoint(cancelInvestmentEndpoint)
  cancel(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(cancelInvestmentEndpoint) _body: EndpointParsedBody<typeof cancelInvestmentEndpoint>) {
    return this.investing.cancel(user, id);
  }
}
