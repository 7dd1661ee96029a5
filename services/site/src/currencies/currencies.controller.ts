import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListPage } from '@cf/contracts';
import { AdminOnly, clampLimit, Public } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../common/language';
import { LanguageResolver } from '../languages/language-resolver';
import { CurrenciesService, type CurrencyView } from './currencies.service';
import type { CurrencyRow } from './entities/currency.entity';

@ApiTags('currencies')
@Controller('api/v1/currencies')
export class CurrenciesController {
  constructor(
    private readonly currencies: CurrenciesService,
    private readonly languages: LanguageResolver,
  ) {}

  @Public()
  @Get('front')
  async front(@LanguageQuery() hints: LanguageHints): Promise<CurrencyView[]> {
    return this.currencies.front(await this.languages.resolve(hints));
  }

  @AdminOnly()
  @Get()
  list(@Query('limit') limit?: string): Promise<ListPage<CurrencyRow>> {
    return this.currencies.list(clampLimit(limit, 10));
  }

  @AdminOnly()
  @Post()
  create(@Body() body: unknown): Promise<CurrencyRow> {
    return this.currencies.create(body);
  }

  @AdminOnly()
  @Patch(':id')
  update(@Param('id') id: string, @Body() body: unknown): Promise<CurrencyRow> {
    return this.currencies.update(id, body);
  }

  @AdminOnly()
  @Delete(':id')
  remove(@Param('id') id: string): Promise<{ id: string }> {
    return this.currencies.remove(id);
  }
}
