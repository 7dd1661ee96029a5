import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  adminRemarksEndpoint,
  completeRemarkEndpoint,
  myRemarksEndpoint,
  requestRemarkEndpoint,
  uploadRemarkDocumentEndpoint,
  type EndpointParsedBody,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { RemarksService } from './remarks.service';

/** Reviewers' remarks asking for documents, and the investor's uploads (A3.16, A4.4, A4.10). */
@ApiTags('verification')
@Controller()
export class RemarksController {
  constructor(private readonly remarks: RemarksService) {}

  @ServeEndpoint(myRemarksEndpoint)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.remarks.mine(user);
  }

  @ServeEndpoint(uploadRemarkDocumentEndpoint)
  upload(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @EndpointBody(uploadRemarkDocumentEndpoint) body: EndpointParsedBody<typeof uploadRemarkDocumentEndpoint>,
  ) {
    return this.remarks.upload(user, id, documentId, body.image);
  }

  @ServeEndpoint(adminRemarksEndpoint)
  forAdmin(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.remarks.forAdmin(admin, id);
  }

  @ServeEndpoint(requestRemarkEndpoint)
  request(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(requestRemarkEndpoint) body: EndpointParsedBody<typeof requestRemarkEndpoint>) {
    return this.remarks.request(admin, id, body);
  }

  @ServeEndpoint(completeRemarkEndpoint)
  complete(@Param('id') id: string, @Param('remarkId') remarkId: string) {
    return this.remarks.complete(id, remarkId);
  }
}
