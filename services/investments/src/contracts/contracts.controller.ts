import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminContractsEndpoint,
  adminSignedContractPdfEndpoint,
  confirmContractSignatureEndpoint,
  contractDataEndpoint,
  contractPdfEndpoint,
  contractSignatureEndpoint,
  deleteContractSignatureEndpoint,
  reSignContractListEndpoint,
  resendContractCodeEndpoint,
  reviewContractEndpoint,
  signContractEndpoint,
  signedContractPdfEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, requestLanguage, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { ContractReviewService } from './contract-review.service';
import { ContractSigningService } from './contract-signing.service';
import { ContractsService } from './contracts.service';

/** Personal data: never cached, never sniffed. */
const sendPdf = (reply: FastifyReply, pdf: Buffer, filename: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'no-store, private')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(pdf);

/** C7.8 contracts: an investment's contract for its investor, its signature confirmed by texted code, and the administrators' review. */
@ApiTags('investments')
@Controller()
export class ContractsController {
  constructor(
    private readonly contracts: ContractsService,
    private readonly signing: ContractSigningService,
    private readonly review: ContractReviewService,
  ) {}

  @ServeEndpoint(contractDataEndpoint)
  data(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string) {
    return this.contracts.data(user, investmentId, requestLanguage());
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(contractPdfEndpoint)
  async pdf(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string, @Res() reply: FastifyReply) {
    const { pdf, referenceId } = await this.contracts.draftPdf(user, investmentId, requestLanguage());
    await sendPdf(reply, pdf, `contract-${referenceId}.pdf`);
  }

  @ServeEndpoint(contractSignatureEndpoint)
  signature(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string) {
    return this.signing.mine(user, investmentId);
  }

  @ServeEndpoint(signContractEndpoint)
  sign(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string, @EndpointBody(signContractEndpoint) body: EndpointParsedBody<typeof signContractEndpoint>) {
    return this.signing.sign(user, investmentId, body, requestLanguage());
  }

  @ServeEndpoint(resendContractCodeEndpoint)
  resend(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string) {
    return this.signing.resend(user, investmentId, requestLanguage());
  }

  @ServeEndpoint(confirmContractSignatureEndpoint)
  confirm(
    @CurrentUser() user: AuthenticatedUser,
    @Param('investmentId') investmentId: string,
    @EndpointBody(confirmContractSignatureEndpoint) body: EndpointParsedBody<typeof confirmContractSignatureEndpoint>,
    @Req() request: FastifyRequest,
  ) {
    return this.signing.confirm(user, investmentId, body.code, request.ip?.slice(0, 64) ?? null);
  }

  @ServeEndpoint(deleteContractSignatureEndpoint)
  withdraw(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string) {
    return this.signing.withdraw(user, investmentId);
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(signedContractPdfEndpoint)
  async signed(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string, @Res() reply: FastifyReply) {
    const { pdf, referenceId } = await this.signing.signedContract(user, investmentId);
    await sendPdf(reply, pdf, `contract-${referenceId}-signed.pdf`);
  }

  @ServeEndpoint(reSignContractListEndpoint)
  reSignList(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(reSignContractListEndpoint) query: EndpointParsedQuery<typeof reSignContractListEndpoint>) {
    return this.signing.reSignList(user, query.limit);
  }

  @ServeEndpoint(adminContractsEndpoint)
  queue(@EndpointQuery(adminContractsEndpoint) query: EndpointParsedQuery<typeof adminContractsEndpoint>) {
    return this.review.queue(query.status, query.limit);
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(adminSignedContractPdfEndpoint)
  async adminPdf(@Param('investmentId') investmentId: string, @Res() reply: FastifyReply) {
    const { pdf, referenceId } = await this.review.pdf(investmentId);
    await sendPdf(reply, pdf, `contract-${referenceId}-signed.pdf`);
  }

  @ServeEndpoint(reviewContractEndpoint)
  decide(@CurrentUser() admin: AuthenticatedUser, @Param('investmentId') investmentId: string, @EndpointBody(reviewContractEndpoint) body: EndpointParsedBody<typeof reviewContractEndpoint>) {
    return this.review.review(admin, investmentId, body.decision, body.reason);
  }
}
