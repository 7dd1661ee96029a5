import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { processInvestmentInvestorsEndpoint, receivedPendingInvestmentsEndpoint, type EndpointParsedQuery } from '@cf/contracts';
import { CurrentUser, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { CampaignInvestmentsService } from './campaign-investments.service';

/** A campaign's investments for its owner and administrators (C2.13, C2.29, C7.6). */
@ApiTags('investments')
@Controller()
export class CampaignInvestmentsController {
  constructor(private readonly campaignInvestments: CampaignInvestmentsService) {}

  @ServeEndpoint(receivedPendingInvestmentsEndpoint)
  receivedAndPending(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(receivedPendingInvestmentsEndpoint) query: EndpointParsedQuery<typeof receivedPendingInvestmentsEndpoint>) {
    return this.campaignInvestments.receivedAndPending(user, query);
  }

  @ServeEndpoint(processInvestmentInvestorsEndpoint)
  investors(@CurrentUser() user: AuthenticatedUser, @Param('campaignId') campaignId: string, @EndpointQuery(processInvestmentInvestorsEndpoint) query: EndpointParsedQuery<typeof processInvestmentInvestorsEndpoint>) {
    return this.campaignInvestments.investorsOf(user, campaignId, query.limit);
  }
}
