import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListPage } from '@cf/contracts';
import { AdminOnly, clampLimit, Public } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../common/language';
import { LanguageResolver } from '../languages/language-resolver';
import { CountriesBanksService, type BankView, type CountryView } from './countries-banks.service';
import type { BankRow } from './entities/bank.entity';
import type { CountryRow } from './entities/country.entity';
import type { OptionItemRow } from './entities/option-item.entity';
import { OptionItemsService, type OptionView } from './option-items.service';

/** Option lists, countries and banks: public reads in the reader's language, administrator edits. */
@ApiTags('reference data')
@Controller('api/v1')
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
  @Public()
  @Get('manage-options/:list')
  async manageOptions(@Param('list') listKey: string, @LanguageQuery() hints: LanguageHints): Promise<OptionView[] | CountryView[]> {
    if (listKey === 'countries') return this.places.countries(await this.languages.resolve(hints));
    return this.list(listKey, hints);
  }

  @AdminOnly()
  @Get('manage-options/admin/:list')
  adminOptions(@Param('list') listKey: string, @Query('limit') limit?: string): Promise<ListPage<OptionItemRow>> {
    return this.options.list(listKey, clampLimit(limit, 10));
  }

  @AdminOnly()
  @Post('manage-options/:list')
  createOption(@Param('list') listKey: string, @Body() body: unknown): Promise<OptionItemRow> {
    return this.options.create(listKey, body);
  }

  @AdminOnly()
  @Patch('manage-options/:list/:id')
  updateOption(@Param('list') listKey: string, @Param('id') id: string, @Body() body: unknown): Promise<OptionItemRow> {
    return this.options.update(listKey, id, body);
  }

  @AdminOnly()
  @Delete('manage-options/:list/:id')
  removeOption(@Param('list') listKey: string, @Param('id') id: string): Promise<{ id: string }> {
    return this.options.remove(listKey, id);
  }

  // ---- named lists of the specification (A7.8) --------------------------------------------------

  /** Campaign types; keys are the campaigns' termsSlug values. */
  @Public()
  @Get('types/front')
  types(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('campaign-type', hints);
  }

  /** Company categories (legal forms). */
  @Public()
  @Get('categories/front')
  categories(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('company-category', hints);
  }

  /** Deal types; `?status=yes` (active only) is what the public ever sees. */
  @Public()
  @Get('deal-types/front')
  dealTypes(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('deal-type', hints);
  }

  @Public()
  @Get('usertypes')
  userTypes(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('user-type', hints);
  }

  @Public()
  @Get('employment-status')
  employmentStatus(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('employment-status', hints);
  }

  @Public()
  @Get('employment-category')
  employmentCategory(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('employment-category', hints);
  }

  @Public()
  @Get('employment-category/occupation')
  occupations(@LanguageQuery() hints: LanguageHints): Promise<OptionView[]> {
    return this.list('occupation-category', hints);
  }

  /** The six sources of income (A3.8), each with its sub-types (none are defined yet). */
  @Public()
  @Get('sources-of-income-type/sub-type')
  async sourcesOfIncome(@LanguageQuery() hints: LanguageHints): Promise<Array<OptionView & { subTypes: OptionView[] }>> {
    return (await this.list('sources-of-income', hints)).map((s) => ({ ...s, subTypes: [] }));
  }

  // ---- countries ---------------------------------------------------------------------------------

  @Public()
  @Get('countries')
  async countries(@LanguageQuery() hints: LanguageHints): Promise<CountryView[]> {
    return this.places.countries(await this.languages.resolve(hints));
  }

  @AdminOnly()
  @Get('countries/admin')
  adminCountries(@Query('limit') limit?: string): Promise<ListPage<CountryRow>> {
    return this.places.listCountries(clampLimit(limit, 10, 300));
  }

  /** One country by id or ISO code (e.g. countries/OM/front). */
  @Public()
  @Get('countries/:id/front')
  async country(@Param('id') id: string, @LanguageQuery() hints: LanguageHints): Promise<CountryView> {
    return this.places.country(id, await this.languages.resolve(hints));
  }

  @AdminOnly()
  @Patch('countries/:id')
  updateCountry(@Param('id') id: string, @Body() body: unknown): Promise<CountryRow> {
    return this.places.updateCountry(id, body);
  }

  // ---- banks -------------------------------------------------------------------------------------

  @Public()
  @Get('banks')
  async banks(@LanguageQuery() hints: LanguageHints): Promise<BankView[]> {
    return this.places.banks(await this.languages.resolve(hints));
  }

  @AdminOnly()
  @Get('banks/admin')
  adminBanks(@Query('limit') limit?: string): Promise<ListPage<BankRow>> {
    return this.places.listBanks(clampLimit(limit, 10));
  }

  @AdminOnly()
  @Post('banks')
  createBank(@Body() body: unknown): Promise<BankRow> {
    return this.places.createBank(body);
  }

  @AdminOnly()
  @Patch('banks/:id')
  updateBank(@Param('id') id: string, @Body() body: unknown): Promise<BankRow> {
    return this.places.updateBank(id, body);
  }
}
