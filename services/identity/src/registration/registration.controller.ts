import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EndpointBody, ServeEndpoint } from '@cf/platform';
import { activateAccountEndpoint, resendActivationEndpoint, signupEndpoint, type EndpointParsedBody } from '@cf/contracts';
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

  /** A7.4 POST users/resendUserActivationLink (email) */
  @ServeEndpoint(resendActivationEndpoint)
  resend(@EndpointBody(resendActivationEndpoint) dto: EndpointParsedBody<typeof resendActivationEndpoint>) {
    return this.registration.resendActivation(dto.email);
  }
}
