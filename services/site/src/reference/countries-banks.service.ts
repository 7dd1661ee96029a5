import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { bankCreateSchema, bankUpdateSchema, countryUpdateSchema, type ListPage } from '@cf/contracts';
import { AppError, listPage, newId, validateWithSchema } from '@cf/platform';
import { localize } from '../common/localized';
import { BankRow } from './entities/bank.entity';
import { CountryRow } from './entities/country.entity';

export interface CountryView {
  id: string;
  code: string;
  iso3: string;
  dialCode: string;
  name: string;
}

export interface BankView {
  id: string;
  code: string;
  swift: string | null;
  name: string;
  islamic: boolean;
  category: string;
}

const countryView = (r: CountryRow, language: string): CountryView => ({
  id: r.id,
  code: r.code,
  iso3: r.iso3,
  dialCode: r.dialCode,
  name: localize(r.name, language),
});

/** Countries (ISO 3166-1, E.164 calling codes) and the banks licensed in Oman. */
@Injectable()
export class CountriesBanksService {
  constructor(private readonly dataSource: DataSource) {}

  /** Active countries sorted by their name in the reader's language. */
  async countries(language: string): Promise<CountryView[]> {
    const rows = await this.dataSource.getRepository(CountryRow).find({ where: { status: true } });
    const collator = new Intl.Collator(language);
    return rows.map((r) => countryView(r, language)).sort((a, b) => collator.compare(a.name, b.name));
  }

  /** One country by id or ISO alpha-2 code (countries/{id}/front). */
  async country(idOrCode: string, language: string): Promise<CountryView> {
    const repository = this.dataSource.getRepository(CountryRow);
    const row = /^[A-Za-z]{2}$/.test(idOrCode)
      ? await repository.findOneBy({ code: idOrCode.toUpperCase() })
      : await repository.findOneBy({ id: idOrCode });
    if (!row) throw AppError.notFound('site.countryNotFound');
    return countryView(row, language);
  }

  async listCountries(limit: number): Promise<ListPage<CountryRow>> {
    const [rows, total] = await this.dataSource.getRepository(CountryRow).findAndCount({ order: { code: 'ASC' }, take: limit });
    return listPage(rows, total);
  }

  async updateCountry(id: string, body: unknown): Promise<CountryRow> {
    const input = validateWithSchema(countryUpdateSchema, body);
    const repository = this.dataSource.getRepository(CountryRow);
    const row = await repository.findOneBy({ id });
    if (!row) throw AppError.notFound('site.countryNotFound');
    const next: CountryRow = { ...row, ...input, updatedAt: new Date().toISOString() };
    await repository.update({ id }, { name: next.name as never, dialCode: next.dialCode, status: next.status, updatedAt: next.updatedAt });
    return next;
  }

  /** Banks still operating (merged ones stay stored for older records). */
  async banks(language: string): Promise<BankView[]> {
    const rows = await this.dataSource
      .getRepository(BankRow)
      .find({ where: { active: true }, order: { sortOrder: 'ASC', createdAt: 'ASC' } });
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      swift: r.swift,
      name: localize(r.name, language),
      islamic: r.islamic,
      category: r.category,
    }));
  }

  async listBanks(limit: number): Promise<ListPage<BankRow>> {
    const [rows, total] = await this.dataSource
      .getRepository(BankRow)
      .findAndCount({ order: { sortOrder: 'ASC', createdAt: 'ASC' }, take: limit });
    return listPage(rows, total);
  }

  async createBank(body: unknown): Promise<BankRow> {
    const input = validateWithSchema(bankCreateSchema, body);
    const now = new Date().toISOString();
    const row: BankRow = {
      id: newId(),
      ...input,
      swift: input.swift ?? null,
      islamic: input.islamic ?? input.category === 'islamic',
      active: input.active ?? true,
      mergedInto: null,
      sortOrder: input.sortOrder ?? 100,
      createdAt: now,
      updatedAt: now,
    };
    await this.dataSource.getRepository(BankRow).insert(row as never);
    return row;
  }

  async updateBank(id: string, body: unknown): Promise<BankRow> {
    const input = validateWithSchema(bankUpdateSchema, body);
    const repository = this.dataSource.getRepository(BankRow);
    const row = await repository.findOneBy({ id });
    if (!row) throw AppError.notFound('site.bankNotFound');
    const next: BankRow = { ...row, ...input, updatedAt: new Date().toISOString() };
    const { id: _id, createdAt: _createdAt, ...changes } = next;
    await repository.update({ id }, changes as never);
    return next;
  }
}
