import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminConsentAgreementPdfEndpoint,
  confirmConsentCodeEndpoint,
  consentAgreementDataEndpoint,
  consentAgreementPdfEndpoint,
  consentEndpoint,
  rejectConsentEndpoint,
  reSignConsentEndpoint,
  resendConsentCodeEndpoint,
  signConsentEndpoint,
  type EndpointParsedBody,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, requestLanguage, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { ConsentService } from './consent.service';

/** Personal data: never cached, never sniffed, never framed. */
const sendPdf = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'no-store, private')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'attachment; filename="consent-agreement.pdf"')
    .send(bytes);

/** The consent agreement: signature, texted code, the signed PDF, and the reviewer's rejection (A4.4, A4.8). */
@ApiTags('verification')
@Controller()
export class ConsentController {
  constructor(private readonly consent: ConsentService) {}

  @ServeEndpoint(consentEndpoint)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.consent.mine(user);
  }

  @ServeEndpoint(consentAgreementDataEndpoint)
  agreementData(@CurrentUser() user: AuthenticatedUser) {
    return this.consent.agreementData(user, requestLanguage());
  }

  @ServeEndpoint(signConsentEndpoint)
  sign(@CurrentUser() user: AuthenticatedUser, @EndpointBody(signConsentEndpoint) body: EndpointParsedBody<typeof signConsentEndpoint>) {
    return this.consent.sign(user, body, requestLanguage());
  }

  @ServeEndpoint(reSignConsentEndpoint)
  reSign(@CurrentUser() user: AuthenticatedUser, @EndpointBody(reSignConsentEndpoint) body: EndpointParsedBody<typeof reSignConsentEndpoint>) {
    return this.consent.sign(user, body, requestLanguage(), true);
  }

  @ServeEndpoint(resendConsentCodeEndpoint)
  resend(@CurrentUser() user: AuthenticatedUser, @EndpointBody(resendConsentCodeEndpoint) body: EndpointParsedBody<typeof resendConsentCodeEndpoint>) {
    return this.consent.resend(user, body.phone, requestLanguage());
  }

  @ServeEndpoint(confirmConsentCodeEndpoint)
  confirm(@CurrentUser() user: AuthenticatedUser, @EndpointBody(confirmConsentCodeEndpoint) body: EndpointParsedBody<typeof confirmConsentCodeEndpoint>, @Req() request: FastifyRequest) {
    return this.consent.confirm(user, body.code, request.ip?.slice(0, 64) ?? null);
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(consentAgreementPdfEndpoint)
  async agreement(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply) {
    await sendPdf(reply, await this.consent.agreementPdf(user));
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(adminConsentAgreementPdfEndpoint)
  async agreementForAdmin(@Param('id') id: string, @Res() reply: FastifyReply) {
    await sendPdf(reply, await this.consent.agreementForAdmin(id));
  }

  @ServeEndpoint(rejectConsentEndpoint)
  reject(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(rejectConsentEndpoint) body: EndpointParsedBody<typeof rejectConsentEndpoint>) {
    return this.consent.reject(admin, id, body.reason);
  }
}
