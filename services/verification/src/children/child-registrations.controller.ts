import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminChildAgreementPdfEndpoint,
  adminChildRegistrationEndpoint,
  adminChildRegistrationsEndpoint,
  childAgreementDataEndpoint,
  childAgreementPdfEndpoint,
  childRegistrationEndpoint,
  confirmChildCodeEndpoint,
  createChildRegistrationEndpoint,
  decideChildRegistrationEndpoint,
  guardianEkycEndpoint,
  myChildRegistrationsEndpoint,
  rejectChildSignatureEndpoint,
  resendChildCodeEndpoint,
  signChildRegistrationEndpoint,
  updateChildRegistrationEndpoint,
  uploadChildDocumentEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { clampLimit, CurrentUser, EndpointBody, EndpointQuery, requestLanguage, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { ChildRegistrationsService } from './child-registrations.service';

/** Personal data of a minor: never cached, never sniffed, never framed. */
const sendPdf = (reply: FastifyReply, bytes: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'no-store, private')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'attachment; filename="child-registration-agreement.pdf"')
    .send(bytes);

/** Child registration (A3.14, A7.9 child): the guardian's registrations, pictures, signature, and the administrators' review. */
@ApiTags('verification')
@Controller()
export class ChildRegistrationsController {
  constructor(private readonly children: ChildRegistrationsService) {}

  @ServeEndpoint(myChildRegistrationsEndpoint)
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.children.list(user);
  }

  @ServeEndpoint(guardianEkycEndpoint)
  guardianEkyc(@CurrentUser() user: AuthenticatedUser) {
    return this.children.guardianEkyc(user);
  }

  @ServeEndpoint(createChildRegistrationEndpoint)
  create(@CurrentUser() user: AuthenticatedUser, @EndpointBody(createChildRegistrationEndpoint) body: EndpointParsedBody<typeof createChildRegistrationEndpoint>) {
    return this.children.create(user, body, requestLanguage());
  }

  @ServeEndpoint(adminChildRegistrationsEndpoint)
  queue(@EndpointQuery(adminChildRegistrationsEndpoint) query: EndpointParsedQuery<typeof adminChildRegistrationsEndpoint>) {
    return this.children.queue(query.status, clampLimit(query.limit, 20, 100));
  }

  @ServeEndpoint(childAgreementDataEndpoint)
  agreementData(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.children.agreementData(user, id, requestLanguage());
  }

  @ServeEndpoint(resendChildCodeEndpoint)
  resend(@CurrentUser() user: AuthenticatedUser, @EndpointBody(resendChildCodeEndpoint) body: EndpointParsedBody<typeof resendChildCodeEndpoint>) {
    return this.children.resend(user, body.id, body.phone);
  }

  @ServeEndpoint(confirmChildCodeEndpoint)
  confirm(@CurrentUser() user: AuthenticatedUser, @EndpointBody(confirmChildCodeEndpoint) body: EndpointParsedBody<typeof confirmChildCodeEndpoint>, @Req() request: FastifyRequest) {
    return this.children.confirm(user, body.id, body.code, request.ip?.slice(0, 64) ?? null);
  }

  @ServeEndpoint(childRegistrationEndpoint)
  get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.children.get(user, id);
  }

  @ServeEndpoint(updateChildRegistrationEndpoint)
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(updateChildRegistrationEndpoint) body: EndpointParsedBody<typeof updateChildRegistrationEndpoint>) {
    return this.children.update(user, id, body);
  }

  @ServeEndpoint(uploadChildDocumentEndpoint)
  upload(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(uploadChildDocumentEndpoint) body: EndpointParsedBody<typeof uploadChildDocumentEndpoint>) {
    return this.children.uploadDocument(user, id, body.slot, body.image);
  }

  @ServeEndpoint(signChildRegistrationEndpoint)
  sign(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(signChildRegistrationEndpoint) body: EndpointParsedBody<typeof signChildRegistrationEndpoint>) {
    return this.children.sign(user, id, body, requestLanguage());
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(childAgreementPdfEndpoint)
  async agreement(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Res() reply: FastifyReply) {
    await sendPdf(reply, await this.children.agreementPdf(user, id));
  }

  @ServeEndpoint(adminChildRegistrationEndpoint)
  forAdmin(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.children.forAdmin(admin, id);
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(adminChildAgreementPdfEndpoint)
  async agreementForAdmin(@Param('id') id: string, @Res() reply: FastifyReply) {
    await sendPdf(reply, await this.children.agreementPdf(null, id));
  }

  @ServeEndpoint(decideChildRegistrationEndpoint)
  decide(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(decideChildRegistrationEndpoint) body: EndpointParsedBody<typeof decideChildRegistrationEndpoint>) {
    return this.children.decide(admin, id, body.decision, body.reason);
  }

  @ServeEndpoint(rejectChildSignatureEndpoint)
  rejectSignature(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(rejectChildSignatureEndpoint) body: EndpointParsedBody<typeof rejectChildSignatureEndpoint>) {
    return this.children.rejectSignature(admin, id, body.reason);
  }
}
