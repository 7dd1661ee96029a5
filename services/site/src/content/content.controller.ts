import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { contentImageFileEndpoint, contentImagesEndpoint, type ContentImage, contentPageEndpoint, contentPagesEndpoint, createContentPageEndpoint, createSiteFaqEndpoint, footerFaqsEndpoint, helpCenterEndpoint, type ListPage, removeContentPageEndpoint, removeContentImageEndpoint, removeSiteFaqEndpoint, siteFaqsEndpoint, updateContentPageEndpoint, updateSiteFaqEndpoint, uploadContentImageEndpoint } from '@cf/contracts';
import { type AuthenticatedUser, clampLimit, CurrentUser, RawResponse, ServeEndpoint, fileReplyHeaders } from '@cf/platform';
import { ContentImagesService } from './content-images.service';
import { LanguageQuery, type LanguageHints } from '../core/language';
import { LanguageResolver } from '../core/language-resolver';
import { ContentPagesService, type ContentPageView } from './content-pages.service';
import type { ContentPageRow } from '../core/entities/content-page.entity';
import type { FaqRow } from '../core/entities/faq.entity';
import { FaqsService, type FaqView, type HelpCenterCategoryView } from './faqs.service';

@ApiTags('content')
@Controller()
export class ContentController {
  constructor(
    private readonly pages: ContentPagesService,
    private readonly faqs: FaqsService,
    private readonly images: ContentImagesService,
    private readonly languages: LanguageResolver,
  ) {}

  // ---- content pages ---------------------------------------------------------------------------

  @ServeEndpoint(contentPageEndpoint)
  async page(@Param('slug') slug: string, @LanguageQuery() hints: LanguageHints): Promise<ContentPageView> {
    return this.pages.bySlug(slug, await this.languages.resolve(hints));
  }

  @ServeEndpoint(contentPagesEndpoint)
  listPages(@Query('limit') limit?: string): Promise<ListPage<ContentPageRow>> {
    return this.pages.list(clampLimit(limit, 10));
  }

  @ServeEndpoint(createContentPageEndpoint)
  createPage(@Body() body: unknown): Promise<ContentPageRow> {
    return this.pages.create(body);
  }

  @ServeEndpoint(updateContentPageEndpoint)
  updatePage(@Param('id') id: string, @Body() body: unknown): Promise<ContentPageRow> {
    return this.pages.update(id, body);
  }

  @ServeEndpoint(removeContentPageEndpoint)
  removePage(@Param('id') id: string): Promise<{ id: string }> {
    return this.pages.remove(id);
  }

  // ---- images for content pages ----------------------------------------------------------------

  @ServeEndpoint(contentImagesEndpoint)
  listImages(@Query('limit') limit?: string): Promise<ListPage<ContentImage>> {
    return this.images.list(clampLimit(limit, 10));
  }

  @ServeEndpoint(uploadContentImageEndpoint)
  uploadImage(@Body() body: unknown, @CurrentUser() user: AuthenticatedUser): Promise<ContentImage> {
    return this.images.upload(body, user.id);
  }

  @ServeEndpoint(removeContentImageEndpoint)
  removeImage(@Param('id') id: string): Promise<{ id: string }> {
    return this.images.remove(id);
  }

  @ServeEndpoint(contentImageFileEndpoint)
  @RawResponse()
  async imageFile(@Param('key') key: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.images.file(key);
    fileReplyHeaders(reply, file.contentType, 'public-immutable');
    return file.bytes;
  }

  // ---- FAQs ------------------------------------------------------------------------------------

  /** The help centre: categories with their questions (optionally one `?category=`). */
  @ServeEndpoint(helpCenterEndpoint)
  async helpCenter(@LanguageQuery() hints: LanguageHints, @Query('category') category?: string): Promise<HelpCenterCategoryView[]> {
    return this.faqs.helpCenter(await this.languages.resolve(hints), category || undefined);
  }

  /** Questions shown in the footer (the footer's FAQ link appears only when there are some). */
  @ServeEndpoint(footerFaqsEndpoint)
  async footerFaqs(@LanguageQuery() hints: LanguageHints): Promise<FaqView[]> {
    return this.faqs.footer(await this.languages.resolve(hints));
  }

  @ServeEndpoint(siteFaqsEndpoint)
  listFaqs(@Query('limit') limit?: string, @Query('category') category?: string): Promise<ListPage<FaqRow>> {
    return this.faqs.list(clampLimit(limit, 10), category || undefined);
  }

  @ServeEndpoint(createSiteFaqEndpoint)
  createFaq(@Body() body: unknown): Promise<FaqRow> {
    return this.faqs.create(body);
  }

  @ServeEndpoint(updateSiteFaqEndpoint)
  updateFaq(@Param('id') id: string, @Body() body: unknown): Promise<FaqRow> {
    return this.faqs.update(id, body);
  }

  @ServeEndpoint(removeSiteFaqEndpoint)
  removeFaq(@Param('id') id: string): Promise<{ id: string }> {
    return this.faqs.remove(id);
  }
}
