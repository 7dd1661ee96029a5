import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminPayoutsEndpoint, confirmPayoutEndpoint, payoutEndpoint, requestPayoutEndpoint, type EndpointParsedBody, type EndpointParsedQuery } from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { PayoutsService } from './payouts.service';

/** C4.3, C7.4 payouts: the owner asks, administrators confirm. */
@ApiTags('investments')
@Controller()
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @ServeEndpoint(requestPayoutEndpoint)
  request(@CurrentUser() user: AuthenticatedUser, @EndpointBody(requestPayoutEndpoint) body: EndpointParsedBody<typeof requestPayoutEndpoint>) {
    return this.payouts.request(user, body.campaignId);
  }

  @ServeEndpoint(payoutEndpoint)
  one(@CurrentUser() user: AuthenticatedUser, @Param('campaignId') campaignId: string) {
    return this.payouts.one(user, campaignId);
  }

  @ServeEndpoint(adminPayoutsEndpoint)
  list(@EndpointQuery(adminPayoutsEndpoint) query: EndpointParsedQuery<typeof adminPayoutsEndpoint>) {
    return this.payouts.list(query.status, query.limit);
  }

  @ServeEndpoint(confirmPayoutEndpoint)
  confirm(@CurrentUser() admin: AuthenticatedUser, @Param('campaignId') campaignId: string) {
    return this.payouts.confirm(admin, campaignId);
  }
}
