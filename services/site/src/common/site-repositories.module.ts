import { Global, Module } from '@nestjs/common';
import { ContentPagesRepository } from '../content/content-pages.repository';
import { FaqsRepository } from '../content/faqs.repository';
import { CurrenciesRepository } from '../currencies/currencies.repository';
import { SlidersRepository } from '../home/sliders.repository';
import { TestimonialsRepository } from '../home/testimonials.repository';
import { LanguagesRepository } from '../languages/languages.repository';
import { MenuLinksRepository } from '../menus/menu-links.repository';
import { BanksRepository } from '../reference/banks.repository';
import { CountriesRepository } from '../reference/countries.repository';
import { OptionItemsRepository } from '../reference/option-items.repository';
import { SettingsRepository } from '../settings/settings.repository';

const REPOSITORIES = [
  ContentPagesRepository,
  FaqsRepository,
  CurrenciesRepository,
  SlidersRepository,
  TestimonialsRepository,
  LanguagesRepository,
  MenuLinksRepository,
  BanksRepository,
  CountriesRepository,
  OptionItemsRepository,
  SettingsRepository,
];

/**
 * Every repository of the site service, each in its feature's folder, provided once: features read
 * each other's tables inside this one service (a menu link names a content page; help-centre
 * categories are an option list) without importing each other's modules.
 */
@Global()
@Module({ providers: REPOSITORIES, exports: REPOSITORIES })
export class SiteRepositoriesModule {}
