import { Injectable } from '@nestjs/common';
import { bankCreateSchema, bankUpdateSchema, countryUpdateSchema, type ListPage, type CountryView, type ReferenceBank as BankView } from '@cf/contracts';
import { AppError, listPage, newId, validateWithSchema } from '@cf/platform';
import { localize } from '../core/localized';
import { BanksRepository } from '../core/banks.repository';
import { CountriesRepository } from '../core/countries.repository';
import type { BankRow } from '../core/entities/bank.entity';
import type { CountryRow } from '../core/entities/country.entity';

/** A country and a bank in the reader's language (their contracts' schemas). */
export type { CountryView, ReferenceBank as BankView } from '@cf/contracts';

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
  constructor(
    private readonly countryRecords: CountriesRepository,
    private readonly bankRecords: BanksRepository,
  ) {}

  /** Active countries sorted by their name in the reader's language. */
  async countries(language: string): Promise<CountryView[]> {
    const rows = await this.countryRecords.find({ status: true });
    const collator = new Intl.Collator(language);
    return rows.map((r) => countryView(r, language)).sort((a, b) => collator.compare(a.name, b.name));
  }

  /** One country by id or ISO alpha-2 code (countries/{id}/front). */
  async country(idOrCode: string, language: string): Promise<CountryView> {
    const row = await this.countryRecords.findOne(/^[A-Za-z]{2}$/.test(idOrCode) ? { code: idOrCode.toUpperCase() } : { id: idOrCode });
    if (!row) throw AppError.notFound('site.countryNotFound');
    return countryView(row, language);
  }

  async listCountries(limit: number): Promise<ListPage<CountryRow>> {
    const { rows, total } = await this.countryRecords.page(limit);
    return listPage(rows, total);
  }

  async updateCountry(id: string, body: unknown): Promise<CountryRow> {
    const input = validateWithSchema(countryUpdateSchema, body);
    const row = await this.countryRecords.findOne({ id });
    if (!row) throw AppError.notFound('site.countryNotFound');
    const next: CountryRow = { ...row, ...input, updatedAt: new Date().toISOString() };
    await this.countryRecords.update({ id }, { name: next.name, dialCode: next.dialCode, status: next.status, updatedAt: next.updatedAt });
    return next;
  }

  /** Banks still operating (merged ones stay stored for older records). */
  async banks(language: string): Promise<BankView[]> {
    const rows = await this.bankRecords.find({ active: true });
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
    const { rows, total } = await this.bankRecords.page(limit);
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
    await this.bankRecords.insert(row);
    return row;
  }

  async updateBank(id: string, body: unknown): Promise<BankRow> {
    const input = validateWithSchema(bankUpdateSchema, body);
    const row = await this.bankRecords.findOne({ id });
    if (!row) throw AppError.notFound('site.bankNotFound');
    const next: BankRow = { ...row, ...input, updatedAt: new Date().toISOString() };
    const { id: _id, createdAt: _createdAt, ...changes } = next;
    await this.bankRecords.update({ id }, changes);
    return next;
  }
}
