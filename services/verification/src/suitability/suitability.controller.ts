import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { submitSuitabilityEndpoint, suitabilityTestEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { CurrentUser, EndpointBody, requestLanguage, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { SuitabilityService } from './suitability.service';

/** A7.8 suitability-test: the questions, and the investor's answers. */
@ApiTags('verification')
@Controller()
export class SuitabilityController {
  constructor(private readonly suitability: SuitabilityService) {}

  @ServeEndpoint(suitabilityTestEndpoint)
  test() {
    return this.suitability.test(requestLanguage());
  }

  @ServeEndpoint(submitSuitabilityEndpoint)
  answer(@CurrentUser() user: AuthenticatedUser, @EndpointBody(submitSuitabilityEndpoint) body: EndpointParsedBody<typeof submitSuitabilityEndpoint>) {
    return this.suitability.answer(user, body, requestLanguage());
  }
}
