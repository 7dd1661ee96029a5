import { Global, Module } from '@nestjs/common';
import { ContentImagesRepository } from './content-images.repository';
import { ContentPagesRepository } from './content-pages.repository';
import { FaqsRepository } from './faqs.repository';
import { CurrenciesRepository } from './currencies.repository';
import { SlidersRepository } from './sliders.repository';
import { TestimonialsRepository } from './testimonials.repository';
import { LanguagesRepository } from './languages.repository';
import { MenuLinksRepository } from './menu-links.repository';
import { BanksRepository } from './banks.repository';
import { CountriesRepository } from './countries.repository';
import { OptionItemsRepository } from './option-items.repository';
import { SettingsRepository } from './settings.repository';

const REPOSITORIES = [
  ContentPagesRepository,
  ContentImagesRepository,
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
