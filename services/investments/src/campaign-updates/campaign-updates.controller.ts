import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { myCampaignUpdatesEndpoint, type EndpointParsedQuery } from '@cf/contracts';
import { CurrentUser, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { CampaignUpdatesService } from './campaign-updates.service';

@ApiTags('investments')
@Controller()
export class CampaignUpdatesController {
  constructor(private readonly updates: CampaignUpdatesService) {}

  @ServeEndpoint(myCampaignUpdatesEndpoint)
  list(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(myCampaignUpdatesEndpoint) query: EndpointParsedQuery<typeof myCampaignUpdatesEndpoint>) {
    return this.updates.forInvestor(user, query.limit, query.campaignId);
  }
}
