import { Controller, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  campaignByIdEndpoint,
  campaignBySlugEndpoint,
  campaignDocumentFileEndpoint,
  campaignDocumentsEndpoint,
  campaignImageFileEndpoint,
  campaignInvestorsEndpoint,
  campaignUpdatesEndpoint,
  documentSignedUrlEndpoint,
  galleryEndpoint,
  projectReturnEndpoint,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointQuery, RawResponse, ServeEndpoint, type AuthenticatedUser, fileReplyHeaders } from '@cf/platform';
import { FilesService } from '../storage/files.service';
import { DetailService } from './detail.service';

/** A campaign's page and its files (C7.2). */
@ApiTags('campaigns')
@Controller()
export class DetailController {
  constructor(
    private readonly detail: DetailService,
    private readonly files: FilesService,
  ) {}

  @ServeEndpoint(documentSignedUrlEndpoint)
  signedUrl(@EndpointQuery(documentSignedUrlEndpoint) q: EndpointParsedQuery<typeof documentSignedUrlEndpoint>, @CurrentUser() user?: AuthenticatedUser) {
    return this.detail.signedUrl(q.documentId, user);
  }

  @ServeEndpoint(campaignBySlugEndpoint)
  bySlug(@Param('slug') slug: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.detail.bySlug(slug, user);
  }

  @ServeEndpoint(campaignByIdEndpoint)
  byId(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.detail.byId(id, user);
  }

  @ServeEndpoint(projectReturnEndpoint)
  projectReturn(@EndpointQuery(projectReturnEndpoint) q: EndpointParsedQuery<typeof projectReturnEndpoint>, @CurrentUser() user?: AuthenticatedUser) {
    return this.detail.projectReturn(q, user);
  }

  @ServeEndpoint(campaignInvestorsEndpoint)
  investors(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.detail.investors(id, user);
  }

  @ServeEndpoint(galleryEndpoint)
  gallery(@Param('campaignId') id: string, @EndpointQuery(galleryEndpoint) q: EndpointParsedQuery<typeof galleryEndpoint>, @CurrentUser() user?: AuthenticatedUser) {
    return this.detail.gallery(id, user, q.limit);
  }

  @ServeEndpoint(campaignUpdatesEndpoint)
  updates(@Param('campaignId') id: string, @EndpointQuery(campaignUpdatesEndpoint) q: EndpointParsedQuery<typeof campaignUpdatesEndpoint>, @CurrentUser() user?: AuthenticatedUser) {
    return this.detail.updates(id, user, q.limit);
  }

  @ServeEndpoint(campaignDocumentsEndpoint)
  documents(@Param('campaignId') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.detail.documents(id, user);
  }

  @ServeEndpoint(campaignImageFileEndpoint)
  @RawResponse()
  async image(@Param('key') key: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.files.readImage(key);
    fileReplyHeaders(reply, file.contentType, 'public-immutable');
    return file.bytes;
  }

  @ServeEndpoint(campaignDocumentFileEndpoint)
  @RawResponse()
  async documentFile(@Param('documentId') documentId: string, @EndpointQuery(campaignDocumentFileEndpoint) q: EndpointParsedQuery<typeof campaignDocumentFileEndpoint>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { file, name } = await this.detail.documentFile(documentId, q.expires, q.signature);
    void reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`);
    return file.bytes;
  }
}
