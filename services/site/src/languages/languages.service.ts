import { Injectable } from '@nestjs/common';
import { languageCreateSchema, languageUpdateSchema, type ListPage, type LanguageView } from '@cf/contracts';
import { AppError, listPage, newId, Transactions, validateWithSchema } from '@cf/platform';
import type { LanguageRow } from '../core/entities/language.entity';
import { LanguagesRepository } from '../core/languages.repository';

/** What the API answers (the contracts' schemas). */
export type { LanguageView };

const toView = (row: LanguageRow): LanguageView => ({
  id: row.id,
  name: row.name,
  folder: row.folder,
  isDefault: row.isDefault,
  direction: row.direction,
});

/** Interface languages: exactly one default at all times, and the default is always active. */
@Injectable()
export class LanguagesService {
  constructor(
    private readonly tx: Transactions,
    private readonly languages: LanguagesRepository,
  ) {}

  /** languages/front (A7.8): active languages in the order they were added. */
  async listActive(): Promise<LanguageView[]> {
    const rows = await this.languages.find({ status: true });
    return rows.map(toView);
  }

  async listAll(limit: number): Promise<ListPage<LanguageRow>> {
    const { rows, total } = await this.languages.page(limit);
    return listPage(rows, total);
  }

  async findById(id: string): Promise<LanguageRow | null> {
    return this.languages.findOne({ id });
  }

  async create(body: unknown): Promise<LanguageRow> {
    const input = validateWithSchema(languageCreateSchema, body);
    return this.tx.run(async () => {
      const now = new Date().toISOString();
      const row: LanguageRow = {
        id: newId(),
        name: input.name,
        folder: input.folder,
        direction: input.direction,
        isDefault: input.isDefault ?? false,
        status: input.status ?? true,
        createdAt: now,
        updatedAt: now,
      };
      if (row.isDefault && !row.status) throw new AppError('site.defaultLanguageActive', 400);
      if (row.isDefault) await this.clearDefault();
      await this.languages.insert(row);
      return row;
    });
  }

  async update(id: string, body: unknown): Promise<LanguageRow> {
    const input = validateWithSchema(languageUpdateSchema, body);
    return this.tx.run(async () => {
      const row = await this.languages.findOne({ id });
      if (!row) throw AppError.notFound('site.languageNotFound');
      if (row.isDefault && input.isDefault === false) throw new AppError('site.defaultLanguageRequired', 400);
      const next = { ...row, ...input, updatedAt: new Date().toISOString() };
      if (next.isDefault && !next.status) throw new AppError('site.defaultLanguageActive', 400);
      if (next.isDefault && !row.isDefault) await this.clearDefault();
      await this.languages.update(
        { id },
        {
          name: next.name,
          folder: next.folder,
          direction: next.direction,
          isDefault: next.isDefault,
          status: next.status,
          updatedAt: next.updatedAt,
        },
      );
      return next;
    });
  }

  async remove(id: string): Promise<{ id: string }> {
    return this.tx.run(async () => {
      const row = await this.languages.findOne({ id });
      if (!row) throw AppError.notFound('site.languageNotFound');
      if (row.isDefault) throw new AppError('site.cannotDeleteDefaultLanguage', 400);
      await this.languages.delete({ id });
      return { id };
    });
  }

  private async clearDefault(): Promise<void> {
    await this.languages.update({ isDefault: true }, { isDefault: false, updatedAt: new Date().toISOString() });
  }
}
