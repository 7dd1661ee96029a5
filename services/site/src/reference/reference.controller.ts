import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminBanksEndpoint, adminCountriesEndpoint, adminOptionListEndpoint, banksEndpoint, campaignTypesEndpoint, companyCategoriesEndpoint, countriesEndpoint, countryEndpoint, createBankEndpoint, createOptionItemEndpoint, dealTypesEndpoint, employmentCategoryEndpoint, employmentStatusEndpoint, type ListPage, occupationsEndpoint, optionListEndpoint, removeOptionItemEndpoint, sourcesOfIncomeEndpoint, updateBankEndpoint, updateCountryEndpoint, updateOptionItemEndpoint, userTypesEndpoint } from '@cf/contracts';
import { clampLimit, ServeEndpoint } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../core/language';
import { LanguageResolver } from '../core/language-resolver';
import { CountriesBanksService, type BankView, type CountryView } from './countries-banks.service';
import type { BankRow } from '../core/entities/bank.entity';
import type { CountryRow } from '../core/entities/country.entity';
import type { OptionItemRow } from '../core/entities/option-item.entity';
import { OptionItemsService, type OptionView } from './option-items.service';

/** Option lists, countries and banks: public reads in the reader's language, administrator edits. */
@ApiTags('reference data')
@Controller()
export class ReferenceController {
  constructor(
    private readonly options: OptionItemsService,
    private readonly places: CountriesBanksService,
    private readonly languages: LanguageResolver,
  ) {}

  private async list(listKey: string, hints: LanguageHints): Promise<OptionView[]> {
    return this.options.front(listKey, await this.languages.resolve(hints));
  }

  // ---- generic option lists -------------------------------------------------------------------

  /** manage-options/{company-industry|team-member-type|campaign-stage|investing-round|investor-type|countries|…}. */
  @ServeEndpoint(optionListEndpoint)
  async manageOptions(@Param('list') listKey: string, @LanguageQuery() hints: LanguageHints): Promise<OptionView[] | CountryView[]> {
    if (listKey === 'countries') return this.places.countries(await this.languages.resolve(hints));
    return this.list(listKey, hints);
  }

  @ServeEndpoint(adminOptionListEndpoint)
  adminOptions(@Param('list') listKey: string, @Query('limit') limit?: string): Promise<ListPage<OptionItemRow>> {
    return this.options.list(listKey, clampLimit(limit, 10));
  }

  @ServeEndpoint(createOptionItemEndpoint)
  createOption(@Param('list') listKey: string, @Body() body: unknown): Promise<OptionItemRow> {
    return this.options.create(listKey, body);
  }

  @ServeEndpoint(updateOptionItemEndpoint)
  updateOption(@Param('list') listKey: string, @Param('id') id: string, @Body() body: unknown): Promise<OptionItemRow> {
    return this.options.update(listKey, id, body);
  }

  @ServeEndpoint(removeOptionItemEndpoint)
  removeOption(@Param('list') listKey: string, @Param('id') id: string): Promise<{ id: string }> {
    return this.options.remove(listKey, id);
  }

  // ---- named lists of the specification (A7.8) --------------------------------------------------

  /** Campaign types; keys are the campaigns' termsSlug values. */
  @ServeEndpoint(campaignTypesEndpoint)
  types(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('campaign-type', hints);
  }

  /** Company categories (legal forms). */
  @ServeEndpoint(companyCategoriesEndpoint)
  categories(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('company-category', hints);
  }

  /** Deal types; `?status=yes` (active only) is what the public ever sees. */
  @ServeEndpoint(dealTypesEndpoint)
  dealTypes(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('deal-type', hints);
  }

  @ServeEndpoint(userTypesEndpoint)
  userTypes(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('user-type', hints);
  }

  @ServeEndpoint(employmentStatusEndpoint)
  employmentStatus(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('employment-status', hints);
  }

  @ServeEndpoint(employmentCategoryEndpoint)
  employmentCategory(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('employment-category', hints);
  }

  @ServeEndpoint(occupationsEndpoint)
  occupations(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('occupation-category', hints);
  }

  /** The six sources of income (A3.8), each with its sub-types (none are defined yet). */
  @ServeEndpoint(sourcesOfIncomeEndpoint)
  async sourcesOfIncome(@LanguageQuery() hints: LanguageHints): Promise<Array<OptionView & { subTypes: OptionView[] }>> {
    return (await this.list('sources-of-income', hints)).map((s) => ({ ...s, subTypes: [] }));
  }

  // ---- countries ---------------------------------------------------------------------------------

  @ServeEndpoint(countriesEndpoint)
  async countries(@LanguageQuery() hints: LanguageHints): Promise<CountryView[]> {
    return this.places.countries(await this.languages.resolve(hints));
  }

  @ServeEndpoint(adminCountriesEndpoint)
  adminCountries(@Query('limit') limit?: string): Promise<ListPage<CountryRow>> {
    return this.places.listCountries(clampLimit(limit, 10, 300));
  }

  /** One country by id or ISO code (e.g. countries/OM/front). */
  @ServeEndpoint(countryEndpoint)
  async country(@Param('id') id: string, @LanguageQuery() hints: LanguageHints): Promise<CountryView> {
    return this.places.country(id, await this.languages.resolve(hints));
  }

  @ServeEndpoint(updateCountryEndpoint)
  updateCountry(@Param('id') id: string, @Body() body: unknown): Promise<CountryRow> {
    return this.places.updateCountry(id, body);
  }

  // ---- banks -------------------------------------------------------------------------------------

  @ServeEndpoint(banksEndpoint)
  async banks(@LanguageQuery() hints: LanguageHints): Promise<BankView[]> {
    return this.places.banks(await this.languages.resolve(hints));
  }

  @ServeEndpoint(adminBanksEndpoint)
  adminBanks(@Query('limit') limit?: string): Promise<ListPage<BankRow>> {
    return this.places.listBanks(clampLimit(limit, 10));
  }

  @ServeEndpoint(createBankEndpoint)
  createBank(@Body() body: unknown): Promise<BankRow> {
    return this.places.createBank(body);
  }

  @ServeEndpoint(updateBankEndpoint)
  updateBank(@Param('id') id: string, @Body() body: unknown): Promise<BankRow> {
    return this.places.updateBank(id, body);
  }
}
