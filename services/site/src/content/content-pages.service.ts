import { Injectable } from '@nestjs/common';
import { contentPageCreateSchema, contentPageUpdateSchema, type ListPage, type ContentPageView } from '@cf/contracts';
import { AppError, listPage, newId, Transactions, validateWithSchema } from '@cf/platform';
import { localize } from '../core/localized';
import { MenuLinksRepository } from '../core/menu-links.repository';
import { sanitizeLocalizedHtml } from './admin-html';
import { ContentPagesRepository } from '../core/content-pages.repository';
import type { ContentPageRow } from '../core/entities/content-page.entity';

/** What the API answers (the contracts' schemas). */
export type { ContentPageView };

/** Static pages addressed by slug (about-us1-2, terms, privacy-policy…). Content is administrators' HTML, sanitised on write. */
@Injectable()
export class ContentPagesService {
  constructor(
    private readonly tx: Transactions,
    private readonly pages: ContentPagesRepository,
    private readonly menuLinks: MenuLinksRepository,
  ) {}

  async bySlug(pageSlug: string, language: string): Promise<ContentPageView> {
    const row = await this.pages.findOne({ slug: pageSlug, status: true });
    if (!row) throw AppError.notFound('site.pageNotFound');
    return {
      id: row.id,
      slug: row.slug,
      title: localize(row.title, language),
      content: localize(row.content, language),
      metaDescription: localize(row.metaDescription, language),
      showInFooter: row.showInFooter,
    };
  }

  async list(limit: number): Promise<ListPage<ContentPageRow>> {
    const { rows, total } = await this.pages.page(limit);
    return listPage(rows, total);
  }

  async create(body: unknown): Promise<ContentPageRow> {
    const input = validateWithSchema(contentPageCreateSchema, body);
    input.content = sanitizeLocalizedHtml('content', input.content);
    const now = new Date().toISOString();
    const row: ContentPageRow = {
      id: newId(),
      ...input,
      showInFooter: input.showInFooter ?? false,
      status: input.status ?? true,
      createdAt: now,
      updatedAt: now,
    };
    await this.pages.insert(row);
    return row;
  }

  /** A new slug follows into the menu links that point at the page. */
  async update(id: string, body: unknown): Promise<ContentPageRow> {
    const input = validateWithSchema(contentPageUpdateSchema, body);
    // Only a sent content is cleaned: an absent one must not overwrite the stored text in the answer.
    if (input.content) input.content = sanitizeLocalizedHtml('content', input.content);
    return this.tx.run(async () => {
      const row = await this.pages.findOne({ id });
      if (!row) throw AppError.notFound('site.pageNotFound');
      const next: ContentPageRow = { ...row, ...input, updatedAt: new Date().toISOString() };
      const { id: _id, createdAt: _createdAt, ...changes } = next;
      await this.pages.update({ id }, changes);
      if (input.slug && input.slug !== row.slug)
        await this.menuLinks.update({ contentPageSlug: row.slug }, { contentPageSlug: input.slug });
      return next;
    });
  }

  async remove(id: string): Promise<{ id: string }> {
    return this.tx.run(async () => {
      const row = await this.pages.findOne({ id });
      if (!row) throw AppError.notFound('site.pageNotFound');
      if (await this.menuLinks.exists({ contentPageSlug: row.slug })) throw AppError.conflict('site.pageInUse');
      await this.pages.delete({ id });
      return { id };
    });
  }
}
