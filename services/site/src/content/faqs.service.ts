import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { siteFaqCreateSchema, siteFaqUpdateSchema, type ListPage } from '@cf/contracts';
import { AppError, listPage, newId, validateWithSchema, ValidationFailedError } from '@cf/platform';
import { localize, type LocalizedText } from '../common/localized';
import { OptionItemRow } from '../reference/entities/option-item.entity';
import { FaqRow } from './entities/faq.entity';

/** Help-centre categories are an option list (title in `name`, description in `extra`). */
export const FAQ_CATEGORY_LIST = 'faq-category';

export interface FaqView {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export interface HelpCenterCategoryView {
  category: string;
  title: string;
  description: string;
  faqs: FaqView[];
}

const toView = (row: FaqRow, language: string): FaqView => ({
  id: row.id,
  category: row.category,
  question: localize(row.question, language),
  answer: localize(row.answer, language),
});

@Injectable()
export class FaqsService {
  constructor(private readonly dataSource: DataSource) {}

  /** content-page/faqs/front: the help centre, questions grouped by category in the categories' order. */
  async helpCenter(language: string, category?: string): Promise<HelpCenterCategoryView[]> {
    const [categories, faqs] = await Promise.all([
      this.dataSource
        .getRepository(OptionItemRow)
        .find({
          where: { listKey: FAQ_CATEGORY_LIST, status: true, ...(category ? { key: category } : {}) },
          order: { sortOrder: 'ASC', createdAt: 'ASC' },
        }),
      this.dataSource
        .getRepository(FaqRow)
        .find({ where: { status: true, ...(category ? { category } : {}) }, order: { sortOrder: 'ASC', createdAt: 'ASC' } }),
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
    const rows = await this.dataSource
      .getRepository(FaqRow)
      .find({ where: { status: true, showInFooter: true }, order: { sortOrder: 'ASC', createdAt: 'ASC' } });
    return rows.map((r) => toView(r, language));
  }

  async list(limit: number, category?: string): Promise<ListPage<FaqRow>> {
    const [rows, total] = await this.dataSource
      .getRepository(FaqRow)
      .findAndCount({ where: category ? { category } : {}, order: { category: 'ASC', sortOrder: 'ASC', createdAt: 'ASC' }, take: limit });
    return listPage(rows, total);
  }

  async create(body: unknown): Promise<FaqRow> {
    const input = validateWithSchema(siteFaqCreateSchema, body);
    return this.dataSource.transaction(async (manager) => {
      await this.checkCategory(manager, input.category);
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
      await manager.insert(FaqRow, row as never);
      return row;
    });
  }

  async update(id: string, body: unknown): Promise<FaqRow> {
    const input = validateWithSchema(siteFaqUpdateSchema, body);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(FaqRow, { id });
      if (!row) throw AppError.notFound('site.faqNotFound');
      if (input.category) await this.checkCategory(manager, input.category);
      const next: FaqRow = { ...row, ...input, updatedAt: new Date().toISOString() };
      const { id: _id, seedKey: _seedKey, createdAt: _createdAt, ...changes } = next;
      await manager.update(FaqRow, { id }, changes as never);
      return next;
    });
  }

  async remove(id: string): Promise<{ id: string }> {
    const result = await this.dataSource.getRepository(FaqRow).delete({ id });
    if (!result.affected) throw AppError.notFound('site.faqNotFound');
    return { id };
  }

  private async checkCategory(manager: EntityManager, category: string): Promise<void> {
    if (!(await manager.existsBy(OptionItemRow, { listKey: FAQ_CATEGORY_LIST, key: category })))
      throw ValidationFailedError.single('category', 'site.faqCategoryInvalid');
  }
}
