import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  applyManualKycEndpoint,
  completeVerificationEndpoint,
  investorLimitsEndpoint,
  mayInvestEndpoint,
  myVerificationEndpoint,
  saveDeclarationsEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, requestLanguage, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { VerificationsService } from './verifications.service';

/** The investor's verification: status, declarations, submission, class and limits (A4.3, A4.4, A6.4). */
@ApiTags('verification')
@Controller()
export class AccountVerificationController {
  constructor(private readonly verifications: VerificationsService) {}

  @ServeEndpoint(myVerificationEndpoint)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.verifications.mine(user, requestLanguage());
  }

  @ServeEndpoint(saveDeclarationsEndpoint)
  declarations(@CurrentUser() user: AuthenticatedUser, @EndpointBody(saveDeclarationsEndpoint) body: EndpointParsedBody<typeof saveDeclarationsEndpoint>) {
    return this.verifications.saveDeclarations(user, body, requestLanguage());
  }

  @ServeEndpoint(completeVerificationEndpoint)
  complete(@CurrentUser() user: AuthenticatedUser) {
    return this.verifications.complete(user, requestLanguage());
  }

  @ServeEndpoint(applyManualKycEndpoint)
  manualKyc(@CurrentUser() user: AuthenticatedUser) {
    return this.verifications.applyManualKyc(user, requestLanguage());
  }

  @ServeEndpoint(investorLimitsEndpoint)
  limits(@CurrentUser() user: AuthenticatedUser) {
    return this.verifications.limits(user, requestLanguage());
  }

  @ServeEndpoint(mayInvestEndpoint)
  mayInvest(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(mayInvestEndpoint) query: EndpointParsedQuery<typeof mayInvestEndpoint>) {
    return this.verifications.mayInvest(user, Number(query.amount), requestLanguage());
  }
}
