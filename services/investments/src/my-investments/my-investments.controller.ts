import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  childInvestmentsEndpoint,
  myInvestedCampaignsEndpoint,
  myDashboardAmountsEndpoint,
  myGraphByTransactionsEndpoint,
  myGraphDataEndpoint,
  myInvestmentsDashboardEndpoint,
  myInvestmentsEndpoint,
  myUniqueCurrencyEndpoint,
  userInvestmentsEndpoint,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { MyInvestmentsService } from './my-investments.service';

/** C7.9 my-investment/…: what /investments shows. */
@ApiTags('investments')
@Controller()
export class MyInvestmentsController {
  constructor(private readonly mine: MyInvestmentsService) {}

  @ServeEndpoint(userInvestmentsEndpoint)
  ofProfile(@Param('slug') slug: string, @EndpointQuery(userInvestmentsEndpoint) query: EndpointParsedQuery<typeof userInvestmentsEndpoint>) {
    return this.mine.ofProfile(slug, query.limit);
  }

  @ServeEndpoint(myInvestmentsEndpoint)
  list(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(myInvestmentsEndpoint) query: EndpointParsedQuery<typeof myInvestmentsEndpoint>) {
    return this.mine.list(user, query);
  }

  @ServeEndpoint(myDashboardAmountsEndpoint)
  amounts(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(myDashboardAmountsEndpoint) query: EndpointParsedQuery<typeof myDashboardAmountsEndpoint>) {
    return this.mine.amounts(user, query);
  }

  @ServeEndpoint(myGraphDataEndpoint)
  graph(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(myGraphDataEndpoint) query: EndpointParsedQuery<typeof myGraphDataEndpoint>) {
    return this.mine.graph(user, query);
  }

  @ServeEndpoint(myGraphByTransactionsEndpoint)
  byTransactions(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(myGraphByTransactionsEndpoint) query: EndpointParsedQuery<typeof myGraphByTransactionsEndpoint>) {
    return this.mine.byTransactions(user, query);
  }

  @ServeEndpoint(myInvestedCampaignsEndpoint)
  campaigns(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(myInvestedCampaignsEndpoint) query: EndpointParsedQuery<typeof myInvestedCampaignsEndpoint>) {
    return this.mine.campaigns(user, query.limit);
  }

  @ServeEndpoint(myInvestmentsDashboardEndpoint)
  dashboard(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(myInvestmentsDashboardEndpoint) query: EndpointParsedQuery<typeof myInvestmentsDashboardEndpoint>) {
    return this.mine.dashboard(user, query);
  }

  @ServeEndpoint(childInvestmentsEndpoint)
  ofChild(@CurrentUser() user: AuthenticatedUser, @Param('childId') childId: string, @EndpointQuery(childInvestmentsEndpoint) query: EndpointParsedQuery<typeof childInvestmentsEndpoint>) {
    return this.mine.ofChild(user, childId, query);
  }

  @ServeEndpoint(myUniqueCurrencyEndpoint)
  currencies(@CurrentUser() user: AuthenticatedUser) {
    return this.mine.currencies(user);
  }
}
