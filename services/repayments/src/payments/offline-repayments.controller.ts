import { Controller, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  approveOfflineRepaymentEndpoint,
  declineOfflineRepaymentEndpoint,
  offlineRepaymentProofEndpoint,
  offlineRepaymentsEndpoint,
  ownerOfflineRepaymentEndpoint,
  recordOfflineRepaymentEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, RawResponse, ServeEndpoint, type AuthenticatedUser, fileReplyHeaders } from '@cf/platform';
import { OfflineRepaymentsService } from './offline-repayments.service';

/** C1.3, C6.4 repayments received outside the platform, recorded by one administrator and decided by another. */
@ApiTags('repayments')
@Controller()
export class OfflineRepaymentsController {
  constructor(private readonly offline: OfflineRepaymentsService) {}

  @ServeEndpoint(recordOfflineRepaymentEndpoint)
  record(@CurrentUser() admin: AuthenticatedUser, @EndpointBody(recordOfflineRepaymentEndpoint) body: EndpointParsedBody<typeof recordOfflineRepaymentEndpoint>) {
    return this.offline.record(admin, body);
  }

  @ServeEndpoint(offlineRepaymentsEndpoint)
  list(@EndpointQuery(offlineRepaymentsEndpoint) query: EndpointParsedQuery<typeof offlineRepaymentsEndpoint>) {
    return this.offline.list(query.status, query.limit);
  }

  @ServeEndpoint(approveOfflineRepaymentEndpoint)
  approve(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.offline.approve(admin, id);
  }

  @ServeEndpoint(declineOfflineRepaymentEndpoint)
  decline(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(declineOfflineRepaymentEndpoint) body: EndpointParsedBody<typeof declineOfflineRepaymentEndpoint>) {
    return this.offline.decline(admin, id, body.reason);
  }

  /** C7.4 upload-user-contact: the owner's report of an instalment paid outside the platform, with its proof (ADR 0028). */
  @ServeEndpoint(ownerOfflineRepaymentEndpoint)
  report(@CurrentUser() owner: AuthenticatedUser, @EndpointBody(ownerOfflineRepaymentEndpoint) body: EndpointParsedBody<typeof ownerOfflineRepaymentEndpoint>) {
    return this.offline.report(owner, body);
  }

  @ServeEndpoint(offlineRepaymentProofEndpoint)
  @RawResponse()
  async proof(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.offline.proof(id);
    fileReplyHeaders(reply, file.contentType, 'private', `proof-${id}.${file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg'}`);
    return file.bytes;
  }
}
