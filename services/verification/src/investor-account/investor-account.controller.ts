import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminInvestorAccountsEndpoint, decideAccreditationEndpoint, investorAccountEndpoint, saveInvestorAccountEndpoint, type EndpointParsedBody, type EndpointParsedQuery } from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { InvestorAccountService } from './investor-account.service';

/** The US-style accredited investor account of /settings/investment-account (A3.10), and its review by administrators (A4.3, A6.5). */
@ApiTags('verification')
@Controller()
export class InvestorAccountController {
  constructor(private readonly accounts: InvestorAccountService) {}

  @ServeEndpoint(investorAccountEndpoint)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.accounts.mine(user);
  }

  @ServeEndpoint(saveInvestorAccountEndpoint)
  save(@CurrentUser() user: AuthenticatedUser, @EndpointBody(saveInvestorAccountEndpoint) body: EndpointParsedBody<typeof saveInvestorAccountEndpoint>) {
    return this.accounts.save(user, body);
  }

  @ServeEndpoint(adminInvestorAccountsEndpoint)
  adminList(@EndpointQuery(adminInvestorAccountsEndpoint) query: EndpointParsedQuery<typeof adminInvestorAccountsEndpoint>) {
    return this.accounts.adminList(query.status, query.limit);
  }

  @ServeEndpoint(decideAccreditationEndpoint)
  decide(@CurrentUser() admin: AuthenticatedUser, @Param('userId') userId: string, @EndpointBody(decideAccreditationEndpoint) body: EndpointParsedBody<typeof decideAccreditationEndpoint>) {
    return this.accounts.decide(admin, userId, body);
  }
}
