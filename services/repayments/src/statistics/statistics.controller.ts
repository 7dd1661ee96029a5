import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { repaymentStatisticsEndpoint, type EndpointParsedQuery } from '@cf/contracts';
import { EndpointQuery, ServeEndpoint } from '@cf/platform';
import { StatisticsService } from './statistics.service';

/** Default and late-payment figures (beyond the specification: what lending platforms publish). */
@ApiTags('repayments')
@Controller()
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @ServeEndpoint(repaymentStatisticsEndpoint)
  figures(@EndpointQuery(repaymentStatisticsEndpoint) query: EndpointParsedQuery<typeof repaymentStatisticsEndpoint>) {
    return this.statistics.figures(query.campaignId || undefined);
  }
}
