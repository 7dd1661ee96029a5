import { Controller, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  adminIdentityDocumentEndpoint,
  documentFileEndpoint,
  myIdentityDocumentEndpoint,
  saveIdentityDocumentEndpoint,
  uploadDocumentImageEndpoint,
  type EndpointParsedBody,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { IdentityDocumentsService } from './identity-documents.service';

/** Step 4: the identity document, its pictures, the signed links, and the administrators' view. */
@ApiTags('verification')
@Controller()
export class IdentityDocumentsController {
  constructor(private readonly documents: IdentityDocumentsService) {}

  @ServeEndpoint(myIdentityDocumentEndpoint)
  mine(@CurrentUser() user: AuthenticatedUser) {
    return this.documents.mine(user);
  }

  @ServeEndpoint(saveIdentityDocumentEndpoint)
  save(@CurrentUser() user: AuthenticatedUser, @EndpointBody(saveIdentityDocumentEndpoint) body: EndpointParsedBody<typeof saveIdentityDocumentEndpoint>) {
    return this.documents.save(user, body);
  }

  @ServeEndpoint(uploadDocumentImageEndpoint)
  upload(@CurrentUser() user: AuthenticatedUser, @EndpointBody(uploadDocumentImageEndpoint) body: EndpointParsedBody<typeof uploadDocumentImageEndpoint>) {
    return this.documents.uploadImage(user, body);
  }

  @ServeEndpoint(adminIdentityDocumentEndpoint)
  forAdmin(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.documents.forAdmin(admin, id);
  }

  /** Personal data: never cached, never sniffed, never framed. */
  @ServeEndpoint(documentFileEndpoint)
  async file(@Param('token') token: string, @Res() reply: FastifyReply) {
    const bytes = await this.documents.file(token);
    await reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'no-store, private')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline; filename="document.jpg"')
      .send(bytes);
  }
}
