import { Global, Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule } from '@cf/platform';
import './i18n/messages';
import { SiteRepositoriesModule } from './core/site-repositories.module';
import type { SiteConfig } from './config/env';
import { ContentModule } from './content/content.module';
import { ContentImageRow } from './core/entities/content-image.entity';
import { ContentPageRow } from './core/entities/content-page.entity';
import { FaqRow } from './core/entities/faq.entity';
import { CurrenciesModule } from './currencies/currencies.module';
import { CurrencyRow } from './core/entities/currency.entity';
import { SliderRow } from './core/entities/slider.entity';
import { TestimonialRow } from './core/entities/testimonial.entity';
import { HomeModule } from './home/home.module';
import { LanguageRow } from './core/entities/language.entity';
import { LanguagesModule } from './languages/languages.module';
import { MenuLinkRow } from './core/entities/menu-link.entity';
import { MenusModule } from './menus/menus.module';
import { SiteTables1720000000100 } from './migrations/1720000000100-site-tables';
import { ContentImages1720000000200 } from './migrations/1720000000200-content-images';
import { BankRow } from './core/entities/bank.entity';
import { CountryRow } from './core/entities/country.entity';
import { OptionItemRow } from './core/entities/option-item.entity';
import { ReferenceModule } from './reference/reference.module';
import { SeedStateRow } from './seed/entities/seed-state.entity';
import { SeedModule } from './seed/seed.module';
import { SettingRow } from './core/entities/setting.entity';
import { SettingsModule } from './settings/settings.module';
import { SITE_CONFIG } from './site.tokens';

export const SITE_ENTITIES = [
  SettingRow,
  LanguageRow,
  MenuLinkRow,
  ContentPageRow,
  ContentImageRow,
  FaqRow,
  SliderRow,
  TestimonialRow,
  CurrencyRow,
  CountryRow,
  BankRow,
  OptionItemRow,
  SeedStateRow,
];
export const SITE_MIGRATIONS = [SiteTables1720000000100, ContentImages1720000000200];

/** Makes the service's configuration injectable everywhere under SITE_CONFIG. */
@Global()
@Module({})
class SiteConfigModule {
  static register(config: SiteConfig): DynamicModule {
    return { module: SiteConfigModule, providers: [{ provide: SITE_CONFIG, useValue: config }], exports: [SITE_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static register(config: SiteConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forService(config.platform, { entities: SITE_ENTITIES, migrations: SITE_MIGRATIONS }),
        SiteConfigModule.register(config),
        SiteRepositoriesModule,
        LanguagesModule,
        SettingsModule,
        SeedModule,
        MenusModule,
        ContentModule,
        HomeModule,
        CurrenciesModule,
        ReferenceModule,
      ],
    };
  }
}
