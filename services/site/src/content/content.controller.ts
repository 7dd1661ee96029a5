import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListPage } from '@cf/contracts';
import { AdminOnly, clampLimit, Public } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../common/language';
import { LanguageResolver } from '../languages/language-resolver';
import { ContentPagesService, type ContentPageView } from './content-pages.service';
import type { ContentPageRow } from './entities/content-page.entity';
import type { FaqRow } from './entities/faq.entity';
import { FaqsService, type FaqView, type HelpCenterCategoryView } from './faqs.service';

@ApiTags('content')
@Controller('api/v1')
export class ContentController {
  constructor(
    private readonly pages: ContentPagesService,
    private readonly faqs: FaqsService,
    private readonly languages: LanguageResolver,
  ) {}

  // ---- content pages ---------------------------------------------------------------------------

  @Public()
  @Get('content-page/pages/:slug')
  async page(@Param('slug') slug: string, @LanguageQuery() hints: LanguageHints): Promise<ContentPageView> {
    return this.pages.bySlug(slug, await this.languages.resolve(hints));
  }

  @AdminOnly()
  @Get('content-page/pages')
  listPages(@Query('limit') limit?: string): Promise<ListPage<ContentPageRow>> {
    return this.pages.list(clampLimit(limit, 10));
  }

  @AdminOnly()
  @Post('content-page/pages')
  createPage(@Body() body: unknown): Promise<ContentPageRow> {
    return this.pages.create(body);
  }

  @AdminOnly()
  @Patch('content-page/pages/:id')
  updatePage(@Param('id') id: string, @Body() body: unknown): Promise<ContentPageRow> {
    return this.pages.update(id, body);
  }

  @AdminOnly()
  @Delete('content-page/pages/:id')
  removePage(@Param('id') id: string): Promise<{ id: string }> {
    return this.pages.remove(id);
  }

  // ---- FAQs ------------------------------------------------------------------------------------

  /** The help centre: categories with their questions (optionally one `?category=`). */
  @Public()
  @Get('content-page/faqs/front')
  async helpCenter(@LanguageQuery() hints: LanguageHints, @Query('category') category?: string): Promise<HelpCenterCategoryView[]> {
    return this.faqs.helpCenter(await this.languages.resolve(hints), category || undefined);
  }

  /** Questions shown in the footer (the footer's FAQ link appears only when there are some). */
  @Public()
  @Get('front-faqs/front')
  async footerFaqs(@LanguageQuery() hints: LanguageHints): Promise<FaqView[]> {
    return this.faqs.footer(await this.languages.resolve(hints));
  }

  @AdminOnly()
  @Get('content-page/faqs')
  listFaqs(@Query('limit') limit?: string, @Query('category') category?: string): Promise<ListPage<FaqRow>> {
    return this.faqs.list(clampLimit(limit, 10), category || undefined);
  }

  @AdminOnly()
  @Post('content-page/faqs')
  createFaq(@Body() body: unknown): Promise<FaqRow> {
    return this.faqs.create(body);
  }

  @AdminOnly()
  @Patch('content-page/faqs/:id')
  updateFaq(@Param('id') id: string, @Body() body: unknown): Promise<FaqRow> {
    return this.faqs.update(id, body);
  }

  @AdminOnly()
  @Delete('content-page/faqs/:id')
  removeFaq(@Param('id') id: string): Promise<{ id: string }> {
    return this.faqs.remove(id);
  }
}
