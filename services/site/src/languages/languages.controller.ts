import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListPage } from '@cf/contracts';
import { AdminOnly, clampLimit, Public } from '@cf/platform';
import type { LanguageRow } from './entities/language.entity';
import { LanguagesService, type LanguageView } from './languages.service';

@ApiTags('languages')
@Controller('api/v1/languages')
export class LanguagesController {
  constructor(private readonly languages: LanguagesService) {}

  /** Active languages sorted by creation (A7.8): id, name, folder, isDefault, direction. */
  @Public()
  @Get('front')
  front(): Promise<LanguageView[]> {
    return this.languages.listActive();
  }

  @AdminOnly()
  @Get()
  list(@Query('limit') limit?: string): Promise<ListPage<LanguageRow>> {
    return this.languages.listAll(clampLimit(limit, 10));
  }

  @AdminOnly()
  @Post()
  create(@Body() body: unknown): Promise<LanguageRow> {
    return this.languages.create(body);
  }

  @AdminOnly()
  @Patch(':id')
  update(@Param('id') id: string, @Body() body: unknown): Promise<LanguageRow> {
    return this.languages.update(id, body);
  }

  @AdminOnly()
  @Delete(':id')
  remove(@Param('id') id: string): Promise<{ id: string }> {
    return this.languages.remove(id);
  }
}
