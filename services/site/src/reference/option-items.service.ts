import { Injectable } from '@nestjs/common';
import { optionItemCreateSchema, optionItemUpdateSchema, type ListPage, type ReferenceOption as OptionView } from '@cf/contracts';
import { AppError, listPage, newId, Transactions, validateWithSchema } from '@cf/platform';
import { localize } from '../core/localized';
import type { OptionItemRow } from '../core/entities/option-item.entity';
import { OPTION_LIST_NAMES } from '../core/option-lists';
import { OptionItemsRepository } from '../core/option-items.repository';

/** An option in the reader's language (its contract's schema). */
export type { ReferenceOption as OptionView } from '@cf/contracts';

/** Admin-managed option lists (A7.8 manage-options/…, types, categories, deal types, employment…). */
@Injectable()
export class OptionItemsService {
  constructor(
    private readonly tx: Transactions,
    private readonly options: OptionItemsRepository,
  ) {}

  assertList(listKey: string): void {
    if (!OPTION_LIST_NAMES.has(listKey)) throw AppError.notFound('site.optionListNotFound');
  }

  async front(listKey: string, language: string): Promise<OptionView[]> {
    this.assertList(listKey);
    const rows = await this.options.find({ listKey, status: true });
    return rows.map((r) => ({ id: r.id, key: r.key, name: localize(r.name, language) }));
  }

  async list(listKey: string, limit: number): Promise<ListPage<OptionItemRow>> {
    this.assertList(listKey);
    const { rows, total } = await this.options.page(limit, { listKey });
    return listPage(rows, total);
  }

  async create(listKey: string, body: unknown): Promise<OptionItemRow> {
    this.assertList(listKey);
    const input = validateWithSchema(optionItemCreateSchema, body);
    const now = new Date().toISOString();
    const sortOrder = input.sortOrder ?? (await this.options.count({ listKey }));
    const row: OptionItemRow = {
      id: newId(),
      listKey,
      key: input.key,
      name: input.name,
      extra: input.extra ?? null,
      sortOrder,
      status: input.status ?? true,
      createdAt: now,
      updatedAt: now,
    };
    await this.options.insert(row);
    return row;
  }

  async update(listKey: string, id: string, body: unknown): Promise<OptionItemRow> {
    this.assertList(listKey);
    const input = validateWithSchema(optionItemUpdateSchema, body);
    return this.tx.run(async () => {
      const row = await this.options.findOne({ id, listKey });
      if (!row) throw AppError.notFound('site.optionNotFound');
      const next: OptionItemRow = { ...row, ...input, updatedAt: new Date().toISOString() };
      const { id: _id, listKey: _listKey, createdAt: _createdAt, ...changes } = next;
      await this.options.update({ id }, changes);
      return next;
    });
  }

  async remove(listKey: string, id: string): Promise<{ id: string }> {
    this.assertList(listKey);
    if (!(await this.options.delete({ id, listKey }))) throw AppError.notFound('site.optionNotFound');
    return { id };
  }
}
