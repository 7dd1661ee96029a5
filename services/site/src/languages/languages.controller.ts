import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminLanguagesEndpoint, createLanguageEndpoint, languagesEndpoint, type ListPage, removeLanguageEndpoint, updateLanguageEndpoint } from '@cf/contracts';
import { clampLimit, ServeEndpoint } from '@cf/platform';
import type { LanguageRow } from '../core/entities/language.entity';
import { LanguagesService, type LanguageView } from './languages.service';

@ApiTags('languages')
@Controller()
export class LanguagesController {
  constructor(private readonly languages: LanguagesService) {}

  /** Active languages sorted by creation (A7.8): id, name, folder, isDefault, direction. */
  @ServeEndpoint(languagesEndpoint)
  front(): Promise<LanguageView[]> {
    return this.languages.listActive();
  }

  @ServeEndpoint(adminLanguagesEndpoint)
  list(@Query('limit') limit?: string): Promise<ListPage<LanguageRow>> {
    return this.languages.listAll(clampLimit(limit, 10));
  }

  @ServeEndpoint(createLanguageEndpoint)
  create(@Body() body: unknown): Promise<LanguageRow> {
    return this.languages.create(body);
  }

  @ServeEndpoint(updateLanguageEndpoint)
  update(@Param('id') id: string, @Body() body: unknown): Promise<LanguageRow> {
    return this.languages.update(id, body);
  }

  @ServeEndpoint(removeLanguageEndpoint)
  remove(@Param('id') id: string): Promise<{ id: string }> {
    return this.languages.remove(id);
  }
}
