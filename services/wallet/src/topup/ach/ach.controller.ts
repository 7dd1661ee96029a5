import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  achAccountsEndpoint,
  achInvestmentPaymentEndpoint,
  achStatusEndpoint,
  achConnectionUrlEndpoint,
  achLinkTokenEndpoint,
  achProcessPaymentEndpoint,
  connectAchAccountEndpoint,
  disconnectAchAccountByPostEndpoint,
  disconnectAchAccountEndpoint,
  type EndpointParsedBody,
} from '@cf/contracts';
import { currentContext, CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { AchService } from './ach.service';

/**
 * A7.11 / C7.7 ACH paths. The gateway routes `equity/ach-payment/*` with optional authentication;
 * none of these is @Public, so the service itself refuses a request without a valid token (401).
 */
@ApiTags('wallet: ACH')
@ApiBearerAuth()
@Controller()
export class AchController {
  constructor(private readonly ach: AchService) {}

  @ServeEndpoint(achConnectionUrlEndpoint)
  connectionUrl(@CurrentUser() user: AuthenticatedUser) {
    return this.ach.connectionUrl(user, currentContext()?.language ?? 'ar');
  }

  @ServeEndpoint(achLinkTokenEndpoint)
  linkToken(@CurrentUser() user: AuthenticatedUser) {
    return this.ach.linkToken(user);
  }

  @ServeEndpoint(connectAchAccountEndpoint)
  connect(@CurrentUser() user: AuthenticatedUser, @EndpointBody(connectAchAccountEndpoint) dto: EndpointParsedBody<typeof connectAchAccountEndpoint>) {
    return this.ach.connect(user, dto.sessionId);
  }

  @ServeEndpoint(achAccountsEndpoint)
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.ach.list(user);
  }

  @ServeEndpoint(disconnectAchAccountEndpoint)
  disconnect(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.ach.disconnect(user, id);
  }

  @ServeEndpoint(disconnectAchAccountByPostEndpoint)
  disconnectByPost(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.ach.disconnect(user, id);
  }

  @ServeEndpoint(achProcessPaymentEndpoint)
  processPayment(@CurrentUser() user: AuthenticatedUser, @EndpointBody(achProcessPaymentEndpoint) dto: EndpointParsedBody<typeof achProcessPaymentEndpoint>) {
    return this.ach.processPayment(user, dto.accountId);
  }

  @ServeEndpoint(achInvestmentPaymentEndpoint)
  payInvestment(@CurrentUser() user: AuthenticatedUser, @EndpointBody(achInvestmentPaymentEndpoint) dto: EndpointParsedBody<typeof achInvestmentPaymentEndpoint>) {
    return this.ach.processPayment(user, dto.accountId);
  }

  @ServeEndpoint(achStatusEndpoint)
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.ach.status(user);
  }
}
