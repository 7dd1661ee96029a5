import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { optionItemCreateSchema, optionItemUpdateSchema, type ListPage } from '@cf/contracts';
import { AppError, listPage, newId, validateWithSchema } from '@cf/platform';
import { localize } from '../common/localized';
import { OptionItemRow } from './entities/option-item.entity';
import { OPTION_LIST_NAMES } from './option-lists';

export interface OptionView {
  id: string;
  key: string;
  name: string;
}

/** Admin-managed option lists (A7.8 manage-options/…, types, categories, deal types, employment…). */
@Injectable()
export class OptionItemsService {
  constructor(private readonly dataSource: DataSource) {}

  assertList(listKey: string): void {
    if (!OPTION_LIST_NAMES.has(listKey)) throw AppError.notFound('site.optionListNotFound');
  }

  async front(listKey: string, language: string): Promise<OptionView[]> {
    this.assertList(listKey);
    const rows = await this.dataSource
      .getRepository(OptionItemRow)
      .find({ where: { listKey, status: true }, order: { sortOrder: 'ASC', createdAt: 'ASC' } });
    return rows.map((r) => ({ id: r.id, key: r.key, name: localize(r.name, language) }));
  }

  async list(listKey: string, limit: number): Promise<ListPage<OptionItemRow>> {
    this.assertList(listKey);
    const [rows, total] = await this.dataSource
      .getRepository(OptionItemRow)
      .findAndCount({ where: { listKey }, order: { sortOrder: 'ASC', createdAt: 'ASC' }, take: limit });
    return listPage(rows, total);
  }

  async create(listKey: string, body: unknown): Promise<OptionItemRow> {
    this.assertList(listKey);
    const input = validateWithSchema(optionItemCreateSchema, body);
    const now = new Date().toISOString();
    const sortOrder = input.sortOrder ?? (await this.dataSource.getRepository(OptionItemRow).countBy({ listKey }));
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
    await this.dataSource.getRepository(OptionItemRow).insert(row as never);
    return row;
  }

  async update(listKey: string, id: string, body: unknown): Promise<OptionItemRow> {
    this.assertList(listKey);
    const input = validateWithSchema(optionItemUpdateSchema, body);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(OptionItemRow, { id, listKey });
      if (!row) throw AppError.notFound('site.optionNotFound');
      const next: OptionItemRow = { ...row, ...input, updatedAt: new Date().toISOString() };
      const { id: _id, listKey: _listKey, createdAt: _createdAt, ...changes } = next;
      await manager.update(OptionItemRow, { id }, changes as never);
      return next;
    });
  }

  async remove(listKey: string, id: string): Promise<{ id: string }> {
    this.assertList(listKey);
    const result = await this.dataSource.getRepository(OptionItemRow).delete({ id, listKey });
    if (!result.affected) throw AppError.notFound('site.optionNotFound');
    return { id };
  }
}
