import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { distributionChartEndpoint, distributionGraphEndpoint, distributionReportEndpoint, distributionScheduleListEndpoint, futureDistributionEndpoint, type EndpointParsedQuery } from '@cf/contracts';
import { Clock, CurrentUser, EndpointQuery, requestLanguage, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { muscatDay } from '../schedules/domain/dates';
import { DistributionViewsService } from './distribution-views.service';

/** C2.25, C7.9 the investor's distribution schedule, charts and report. */
@ApiTags('repayments')
@Controller()
export class DistributionsController {
  constructor(
    private readonly views: DistributionViewsService,
    private readonly clock: Clock,
  ) {}

  @ServeEndpoint(distributionScheduleListEndpoint)
  schedule(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(distributionScheduleListEndpoint) query: EndpointParsedQuery<typeof distributionScheduleListEndpoint>) {
    return this.views.schedule(user, query.campaignId || undefined);
  }

  @ServeEndpoint(distributionChartEndpoint)
  chart(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(distributionChartEndpoint) query: EndpointParsedQuery<typeof distributionChartEndpoint>) {
    return this.views.chart(user, query.campaignId || undefined);
  }

  @ServeEndpoint(distributionGraphEndpoint)
  graph(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(distributionGraphEndpoint) query: EndpointParsedQuery<typeof distributionGraphEndpoint>) {
    return this.views.receivedInYear(user, query.transactionYear ?? muscatDay(this.clock.now()).slice(0, 4));
  }

  @ServeEndpoint(futureDistributionEndpoint)
  future(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(futureDistributionEndpoint) query: EndpointParsedQuery<typeof futureDistributionEndpoint>) {
    return this.views.future(user, query.campaignId || undefined);
  }

  @ServeEndpoint(distributionReportEndpoint)
  async report(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(distributionReportEndpoint) query: EndpointParsedQuery<typeof distributionReportEndpoint>, @Res() reply: FastifyReply) {
    const language = requestLanguage();
    const pdf = query.format === 'pdf';
    const body = pdf ? await this.views.pdf(user, language, query.campaignId || undefined) : await this.views.csv(user, language, query.campaignId || undefined);
    // Personal data: never cached, never sniffed.
    await reply
      .header('content-type', pdf ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('cache-control', 'no-store, private')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="distribution-schedule.${pdf ? 'pdf' : 'csv'}"`)
      .send(body);
  }
}
