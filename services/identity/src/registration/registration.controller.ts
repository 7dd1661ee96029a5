import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EndpointBody, EndpointQuery, ServeEndpoint } from '@cf/platform';
import { activateAccountEndpoint, activateByLinkEndpoint, resendActivationEndpoint, signupEndpoint, type EndpointParsedBody, type EndpointParsedQuery } from '@cf/contracts';
import { RegistrationService } from './registration.service';

@ApiTags('identity: sign-up and activation')
@Controller()
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  /** A7.2 POST users/signup */
  @ServeEndpoint(signupEndpoint)
  signup(@EndpointBody(signupEndpoint) dto: EndpointParsedBody<typeof signupEndpoint>) {
    return this.registration.signup(dto);
  }

  /** A7.4 users/activeAccount/{id}: the activation page posts the token of its link. */
  @ServeEndpoint(activateAccountEndpoint)
  activate(@Param('userId') userId: string, @EndpointBody(activateAccountEndpoint) dto: EndpointParsedBody<typeof activateAccountEndpoint>) {
    return this.registration.activate(userId, dto.token);
  }

  /** The same for a plain link: GET users/activeAccount/{id}?token= */
  @ServeEndpoint(activateByLinkEndpoint)
  activateByLink(@Param('userId') userId: string, @EndpointQuery(activateByLinkEndpoint) dto: EndpointParsedQuery<typeof activateByLinkEndpoint>) {
    return this.registration.activate(userId, dto.token);
  }

  /** A7.4 POST users/resendUserActivationLink (email) */
  @ServeEndpoint(resendActivationEndpoint)
  resend(@EndpointBody(resendActivationEndpoint) dto: EndpointParsedBody<typeof resendActivationEndpoint>) {
    return this.registration.resendActivation(dto.email);
  }
}
