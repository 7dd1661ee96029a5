import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { investorAccountEndpoint, saveInvestorAccountEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { InvestorAccountService } from './investor-account.service';

/** The US-style accredited investor account of /settings/investment-account (A3.10). */
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
}
