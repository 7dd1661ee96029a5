import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { contentPageEndpoint, contentPagesEndpoint, createContentPageEndpoint, createSiteFaqEndpoint, footerFaqsEndpoint, helpCenterEndpoint, type ListPage, removeContentPageEndpoint, removeSiteFaqEndpoint, siteFaqsEndpoint, updateContentPageEndpoint, updateSiteFaqEndpoint } from '@cf/contracts';
import { clampLimit, ServeEndpoint } from '@cf/platform';
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
