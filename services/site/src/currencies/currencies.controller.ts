import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminCurrenciesEndpoint, createCurrencyEndpoint, currenciesEndpoint, type ListPage, removeCurrencyEndpoint, updateCurrencyEndpoint } from '@cf/contracts';
import { clampLimit, ServeEndpoint } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../core/language';
import { LanguageResolver } from '../core/language-resolver';
import { CurrenciesService, type CurrencyView } from './currencies.service';
import type { CurrencyRow } from '../core/entities/currency.entity';

@ApiTags('currencies')
@Controller()
export class CurrenciesController {
  constructor(
    private readonly currencies: CurrenciesService,
    private readonly languages: LanguageResolver,
  ) {}

  @ServeEndpoint(currenciesEndpoint)
  async front(@LanguageQuery() hints: LanguageHints): Promise<CurrencyView[]> {
    return this.currencies.front(await this.languages.resolve(hints));
  }

  @ServeEndpoint(adminCurrenciesEndpoint)
  list(@Query('limit') limit?: string): Promise<ListPage<CurrencyRow>> {
    return this.currencies.list(clampLimit(limit, 10));
  }

  @ServeEndpoint(createCurrencyEndpoint)
  create(@Body() body: unknown): Promise<CurrencyRow> {
    return this.currencies.create(body);
  }

  @ServeEndpoint(updateCurrencyEndpoint)
  update(@Param('id') id: string, @Body() body: unknown): Promise<CurrencyRow> {
    return this.currencies.update(id, body);
  }

  @ServeEndpoint(removeCurrencyEndpoint)
  remove(@Param('id') id: string): Promise<{ id: string }> {
    return this.currencies.remove(id);
  }
}
