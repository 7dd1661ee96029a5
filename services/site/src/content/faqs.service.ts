import { Injectable } from '@nestjs/common';
import { siteFaqCreateSchema, siteFaqUpdateSchema, type ListPage, type FaqView, type HelpCenterCategoryView } from '@cf/contracts';
import { AppError, listPage, newId, Transactions, validateWithSchema, ValidationFailedError } from '@cf/platform';
import { localize, type LocalizedText } from '../core/localized';
import { OptionItemsRepository } from '../core/option-items.repository';
import { FAQ_CATEGORY_LIST } from '../core/option-lists';
import type { FaqRow } from '../core/entities/faq.entity';
import { sanitizeLocalizedHtml } from './admin-html';
import { FaqsRepository } from '../core/faqs.repository';

/** What the API answers (the contracts' schemas). */
export type { FaqView, HelpCenterCategoryView };

/** Questions within one category (or the footer's), in their administrators' order. */
const IN_CATEGORY_ORDER = { sortOrder: 'ASC', createdAt: 'ASC' } as const;

const toView = (row: FaqRow, language: string): FaqView => ({
  id: row.id,
  category: row.category,
  question: localize(row.question, language),
  answer: localize(row.answer, language),
});

@Injectable()
export class FaqsService {
  constructor(
    private readonly tx: Transactions,
    private readonly faqs: FaqsRepository,
    private readonly options: OptionItemsRepository,
  ) {}

  /** content-page/faqs/front: the help centre, questions grouped by category in the categories' order. */
  async helpCenter(language: string, category?: string): Promise<HelpCenterCategoryView[]> {
    const [categories, faqs] = await Promise.all([
      this.options.find({ listKey: FAQ_CATEGORY_LIST, status: true, ...(category ? { key: category } : {}) }),
      this.faqs.find({ status: true, ...(category ? { category } : {}) }, IN_CATEGORY_ORDER),
    ]);
    return categories.map((c) => ({
      category: c.key,
      title: localize(c.name, language),
      description: localize((c.extra?.description as LocalizedText | undefined) ?? null, language),
      faqs: faqs.filter((f) => f.category === c.key).map((f) => toView(f, language)),
    }));
  }

  /** front-faqs/front: the questions shown in the footer. */
  async footer(language: string): Promise<FaqView[]> {
    const rows = await this.faqs.find({ status: true, showInFooter: true }, IN_CATEGORY_ORDER);
    return rows.map((r) => toView(r, language));
  }

  async list(limit: number, category?: string): Promise<ListPage<FaqRow>> {
    const { rows, total } = await this.faqs.page(limit, category ? { category } : undefined);
    return listPage(rows, total);
  }

  async create(body: unknown): Promise<FaqRow> {
    const input = validateWithSchema(siteFaqCreateSchema, body);
    input.answer = sanitizeLocalizedHtml('answer', input.answer);
    return this.tx.run(async () => {
      await this.checkCategory(input.category);
      const now = new Date().toISOString();
      const row: FaqRow = {
        id: newId(),
        seedKey: null,
        ...input,
        showInFooter: input.showInFooter ?? false,
        sortOrder: input.sortOrder ?? 0,
        status: input.status ?? true,
        createdAt: now,
        updatedAt: now,
      };
      await this.faqs.insert(row);
      return row;
    });
  }

  async update(id: string, body: unknown): Promise<FaqRow> {
    const input = validateWithSchema(siteFaqUpdateSchema, body);
    input.answer = sanitizeLocalizedHtml('answer', input.answer);
    return this.tx.run(async () => {
      const row = await this.faqs.findOne({ id });
      if (!row) throw AppError.notFound('site.faqNotFound');
      if (input.category) await this.checkCategory(input.category);
      const next: FaqRow = { ...row, ...input, updatedAt: new Date().toISOString() };
      const { id: _id, seedKey: _seedKey, createdAt: _createdAt, ...changes } = next;
      await this.faqs.update({ id }, changes);
      return next;
    });
  }

  async remove(id: string): Promise<{ id: string }> {
    if (!(await this.faqs.delete({ id }))) throw AppError.notFound('site.faqNotFound');
    return { id };
  }

  private async checkCategory(category: string): Promise<void> {
    if (!(await this.options.exists({ listKey: FAQ_CATEGORY_LIST, key: category })))
      throw ValidationFailedError.single('category', 'site.faqCategoryInvalid');
  }
}
