import { Injectable } from '@nestjs/common';
import { currencyCreateSchema, currencyUpdateSchema, type ListPage, type CurrencyView } from '@cf/contracts';
import { AppError, listPage, newId, Transactions, validateWithSchema } from '@cf/platform';
import { localize } from '../core/localized';
import { CurrenciesRepository } from '../core/currencies.repository';
import type { CurrencyRow } from '../core/entities/currency.entity';

/** What the API answers (the contracts' schemas). */
export type { CurrencyView };

/** Currencies (ISO 4217). OMR is the default: amounts are kept in its minor unit, the baisa. */
@Injectable()
export class CurrenciesService {
  constructor(
    private readonly tx: Transactions,
    private readonly currencies: CurrenciesRepository,
  ) {}

  async front(language: string): Promise<CurrencyView[]> {
    const rows = await this.currencies.find({ status: true });
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
    const { rows, total } = await this.currencies.page(limit);
    return listPage(rows, total);
  }

  async create(body: unknown): Promise<CurrencyRow> {
    const input = validateWithSchema(currencyCreateSchema, body);
    return this.tx.run(async () => {
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
      if (row.isDefault) await this.clearDefault();
      await this.currencies.insert(row);
      return row;
    });
  }

  async update(id: string, body: unknown): Promise<CurrencyRow> {
    const input = validateWithSchema(currencyUpdateSchema, body);
    return this.tx.run(async () => {
      const row = await this.currencies.findOne({ id });
      if (!row) throw AppError.notFound('site.currencyNotFound');
      if (row.isDefault && (input.isDefault === false || input.status === false)) throw new AppError('site.defaultCurrencyRequired', 400);
      const next: CurrencyRow = { ...row, ...input, updatedAt: new Date().toISOString() };
      if (next.isDefault && !row.isDefault) await this.clearDefault();
      const { id: _id, createdAt: _createdAt, ...changes } = next;
      await this.currencies.update({ id }, changes);
      return next;
    });
  }

  async remove(id: string): Promise<{ id: string }> {
    return this.tx.run(async () => {
      const row = await this.currencies.findOne({ id });
      if (!row) throw AppError.notFound('site.currencyNotFound');
      if (row.isDefault) throw new AppError('site.cannotDeleteDefaultCurrency', 400);
      await this.currencies.delete({ id });
      return { id };
    });
  }

  private async clearDefault(): Promise<void> {
    await this.currencies.update({ isDefault: true }, { isDefault: false, updatedAt: new Date().toISOString() });
  }
}
