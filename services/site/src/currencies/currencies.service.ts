import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { currencyCreateSchema, currencyUpdateSchema, type ListPage } from '@cf/contracts';
import { AppError, listPage, newId, validateWithSchema } from '@cf/platform';
import { localize } from '../common/localized';
import { CurrencyRow } from './entities/currency.entity';

export interface CurrencyView {
  id: string;
  code: string;
  symbol: string;
  name: string;
  decimals: number;
  isDefault: boolean;
}

/** Currencies (ISO 4217). OMR is the default: amounts are kept in its minor unit, the baisa. */
@Injectable()
export class CurrenciesService {
  constructor(private readonly dataSource: DataSource) {}

  async front(language: string): Promise<CurrencyView[]> {
    const rows = await this.dataSource
      .getRepository(CurrencyRow)
      .find({ where: { status: true }, order: { sortOrder: 'ASC', createdAt: 'ASC' } });
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      symbol: r.symbol,
      name: localize(r.name, language),
      decimals: r.decimals,
      isDefault: r.isDefault,
    }));
  }

  async list(limit: number): Promise<ListPage<CurrencyRow>> {
    const [rows, total] = await this.dataSource
      .getRepository(CurrencyRow)
      .findAndCount({ order: { sortOrder: 'ASC', createdAt: 'ASC' }, take: limit });
    return listPage(rows, total);
  }

  async create(body: unknown): Promise<CurrencyRow> {
    const input = validateWithSchema(currencyCreateSchema, body);
    return this.dataSource.transaction(async (manager) => {
      const now = new Date().toISOString();
      const row: CurrencyRow = {
        id: newId(),
        ...input,
        isDefault: input.isDefault ?? false,
        status: input.status ?? true,
        sortOrder: input.sortOrder ?? 0,
        createdAt: now,
        updatedAt: now,
      };
      if (row.isDefault) await this.clearDefault(manager);
      await manager.insert(CurrencyRow, row as never);
      return row;
    });
  }

  async update(id: string, body: unknown): Promise<CurrencyRow> {
    const input = validateWithSchema(currencyUpdateSchema, body);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(CurrencyRow, { id });
      if (!row) throw AppError.notFound('site.currencyNotFound');
      if (row.isDefault && (input.isDefault === false || input.status === false)) throw new AppError('site.defaultCurrencyRequired', 400);
      const next: CurrencyRow = { ...row, ...input, updatedAt: new Date().toISOString() };
      if (next.isDefault && !row.isDefault) await this.clearDefault(manager);
      const { id: _id, createdAt: _createdAt, ...changes } = next;
      await manager.update(CurrencyRow, { id }, changes as never);
      return next;
    });
  }

  async remove(id: string): Promise<{ id: string }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOneBy(CurrencyRow, { id });
      if (!row) throw AppError.notFound('site.currencyNotFound');
      if (row.isDefault) throw new AppError('site.cannotDeleteDefaultCurrency', 400);
      await manager.delete(CurrencyRow, { id });
      return { id };
    });
  }

  private async clearDefault(manager: EntityManager): Promise<void> {
    await manager.update(CurrencyRow, { isDefault: true }, { isDefault: false, updatedAt: new Date().toISOString() });
  }
}
