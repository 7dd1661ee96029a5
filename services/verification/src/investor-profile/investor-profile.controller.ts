import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createInvestorProfileEndpoint, investorProfileEndpoint, updateInvestorProfileEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { InvestorProfileService } from './investor-profile.service';

/** A7.7 investor-profiles: GET, POST, PATCH by id (the signed-in investor's own only). */
@ApiTags('verification')
@Controller()
export class InvestorProfileController {
  constructor(private readonly profiles: InvestorProfileService) {}

  @ServeEndpoint(investorProfileEndpoint)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.profiles.mine(user);
  }

  @ServeEndpoint(createInvestorProfileEndpoint)
  create(@CurrentUser() user: AuthenticatedUser, @EndpointBody(createInvestorProfileEndpoint) body: EndpointParsedBody<typeof createInvestorProfileEndpoint>) {
    return this.profiles.create(user, body);
  }

  @ServeEndpoint(updateInvestorProfileEndpoint)
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(updateInvestorProfileEndpoint) body: EndpointParsedBody<typeof updateInvestorProfileEndpoint>) {
    return this.profiles.update(user, id, body);
  }
}
