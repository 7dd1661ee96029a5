import { Injectable } from '@nestjs/common';
import { menuLinkCreateSchema, menuLinkUpdateSchema, type ListPage, type MenuLinkView } from '@cf/contracts';
import { AppError, listPage, newId, Transactions, validateWithSchema, ValidationFailedError } from '@cf/platform';
import { localize } from '../core/localized';
import { ContentPagesRepository } from '../core/content-pages.repository';
import type { MenuLinkRow, MenuType } from '../core/entities/menu-link.entity';
import { MenuLinksRepository } from '../core/menu-links.repository';

/** Header, footer and social links (A3.6): custom URLs or content pages, titles in every language. */
@Injectable()
export class MenusService {
  constructor(
    private readonly tx: Transactions,
    private readonly menuLinks: MenuLinksRepository,
    private readonly pages: ContentPagesRepository,
  ) {}

  /** Active links in the reader's language; links to missing or hidden pages are left out. */
  async listFront(language: string, type?: MenuType): Promise<MenuLinkView[]> {
    const rows = await this.menuLinks.find({ status: true, ...(type ? { menuType: type } : {}) }, { sortOrder: 'ASC', createdAt: 'ASC' });
    const slugs = [...new Set(rows.map((r) => r.contentPageSlug).filter((s): s is string => !!s))];
    const pages = await this.pages.activeTitles(slugs);
    const pageBySlug = new Map(pages.map((p) => [p.slug, p]));
    const views: MenuLinkView[] = [];
    for (const row of rows) {
      const page = row.linkType === 'page' ? pageBySlug.get(row.contentPageSlug ?? '') : undefined;
      if (row.linkType === 'page' && !page) continue;
      views.push({
        id: row.id,
        menuType: row.menuType,
        linkType: row.linkType,
        title: localize(row.title, language),
        customUrl: row.customUrl,
        urlTarget: row.urlTarget,
        contentPage: page ? { slug: page.slug, title: localize(page.title, language) } : null,
        socialMediaIcon: row.socialMediaIcon,
        sortOrder: row.sortOrder,
      });
    }
    return views;
  }

  async listAll(limit: number, type?: MenuType): Promise<ListPage<MenuLinkRow>> {
    const { rows, total } = await this.menuLinks.page(limit, type ? { menuType: type } : undefined);
    return listPage(rows, total);
  }

  async create(body: unknown): Promise<MenuLinkRow> {
    const input = validateWithSchema(menuLinkCreateSchema, body);
    return this.tx.run(async () => {
      const now = new Date().toISOString();
      const row: MenuLinkRow = {
        id: newId(),
        seedKey: null,
        menuType: input.menuType,
        linkType: input.linkType ?? (input.contentPageSlug ? 'page' : 'custom'),
        title: input.title,
        customUrl: input.customUrl ?? null,
        urlTarget: input.urlTarget ?? (input.menuType === 'social' ? '_blank' : '_self'),
        contentPageSlug: input.contentPageSlug ?? null,
        socialMediaIcon: input.socialMediaIcon ?? null,
        sortOrder: input.sortOrder ?? 0,
        status: input.status ?? true,
        createdAt: now,
        updatedAt: now,
      };
      await this.checkConsistency(row);
      await this.menuLinks.insert(row);
      return row;
    });
  }

  async update(id: string, body: unknown): Promise<MenuLinkRow> {
    const input = validateWithSchema(menuLinkUpdateSchema, body);
    return this.tx.run(async () => {
      const row = await this.menuLinks.findOne({ id });
      if (!row) throw AppError.notFound('site.menuNotFound');
      const next: MenuLinkRow = { ...row, ...input, updatedAt: new Date().toISOString() } as MenuLinkRow;
      await this.checkConsistency(next);
      const { id: _id, seedKey: _seedKey, createdAt: _createdAt, ...changes } = next;
      await this.menuLinks.update({ id }, changes);
      return next;
    });
  }

  async remove(id: string): Promise<{ id: string }> {
    if (!(await this.menuLinks.delete({ id }))) throw AppError.notFound('site.menuNotFound');
    return { id };
  }

  /** Rules between fields: a custom link has a URL, a page link an existing page, a social link an icon and an https URL. */
  private async checkConsistency(row: MenuLinkRow): Promise<void> {
    if (row.menuType === 'social') {
      if (row.linkType !== 'custom') throw ValidationFailedError.single('linkType', 'site.linkTypeInvalid');
      if (!row.socialMediaIcon) throw ValidationFailedError.single('socialMediaIcon', 'site.socialIconRequired');
      if (!row.customUrl || !/^https:\/\//i.test(row.customUrl)) throw ValidationFailedError.single('customUrl', 'site.urlInvalid');
    }
    if (row.linkType === 'custom' && !row.customUrl) throw ValidationFailedError.single('customUrl', 'site.customUrlRequired');
    if (row.linkType === 'page') {
      if (!row.contentPageSlug) throw ValidationFailedError.single('contentPageSlug', 'site.pageRequired');
      if (!(await this.pages.exists({ slug: row.contentPageSlug })))
        throw ValidationFailedError.single('contentPageSlug', 'site.pageNotFound');
    }
  }
}
