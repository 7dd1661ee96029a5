import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { createMenuLinkEndpoint, type ListPage, type MenuLinkView, menuLinksEndpoint, menusEndpoint, removeMenuLinkEndpoint, updateMenuLinkEndpoint, MENU_TYPES } from '@cf/contracts';
import { clampLimit, ServeEndpoint, ValidationFailedError } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../core/language';
import { LanguageResolver } from '../core/language-resolver';
import type { MenuLinkRow, MenuType } from '../core/entities/menu-link.entity';
import { MenusService } from './menus.service';

function menuType(raw: string | undefined): MenuType | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!(MENU_TYPES as readonly string[]).includes(raw)) throw ValidationFailedError.single('type', 'site.menuTypeInvalid');
  return raw as MenuType;
}

@ApiTags('menus')
@Controller()
export class MenusController {
  constructor(
    private readonly menus: MenusService,
    private readonly languages: LanguageResolver,
  ) {}

  /**
   * Menus in the chosen language (A7.8). With `?type=header|footer|social` the answer is that
   * menu's list; without, an object with the three menus.
   */
  @ServeEndpoint(menusEndpoint)
  async front(
    @LanguageQuery() hints: LanguageHints,
    @Query('type') type?: string,
  ): Promise<MenuLinkView[] | Record<MenuType, MenuLinkView[]>> {
    const only = menuType(type);
    const language = await this.languages.resolve(hints);
    const links = await this.menus.listFront(language, only);
    if (only) return links;
    return {
      header: links.filter((l) => l.menuType === 'header'),
      footer: links.filter((l) => l.menuType === 'footer'),
      social: links.filter((l) => l.menuType === 'social'),
    };
  }

  /** Every link with all its translations, for the administration screens. */
  @ServeEndpoint(menuLinksEndpoint)
  list(@Query('limit') limit?: string, @Query('type') type?: string): Promise<ListPage<MenuLinkRow>> {
    return this.menus.listAll(clampLimit(limit, 10), menuType(type));
  }

  @ServeEndpoint(createMenuLinkEndpoint)
  create(@Body() body: unknown): Promise<MenuLinkRow> {
    return this.menus.create(body);
  }

  @ServeEndpoint(updateMenuLinkEndpoint)
  update(@Param('id') id: string, @Body() body: unknown): Promise<MenuLinkRow> {
    return this.menus.update(id, body);
  }

  @ServeEndpoint(removeMenuLinkEndpoint)
  remove(@Param('id') id: string): Promise<{ id: string }> {
    return this.menus.remove(id);
  }
}
