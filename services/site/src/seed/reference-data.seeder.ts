import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { isUniqueViolation, newId, Transactions } from '@cf/platform';
import { FAQ_CATEGORY_LIST } from '../core/option-lists';
import { ContentPageRow } from '../core/entities/content-page.entity';
import { FaqRow } from '../core/entities/faq.entity';
import { CurrencyRow } from '../core/entities/currency.entity';
import { SliderRow } from '../core/entities/slider.entity';
import { TestimonialRow } from '../core/entities/testimonial.entity';
import { LanguageRow } from '../core/entities/language.entity';
import { MenuLinkRow } from '../core/entities/menu-link.entity';
import { BankRow } from '../core/entities/bank.entity';
import { CountryRow } from '../core/entities/country.entity';
import { OptionItemRow } from '../core/entities/option-item.entity';
import { SettingsService } from '../settings/settings.service';
import { OMANI_BANKS } from '../core/seed-data/banks';
import { CAMPAIGN_OPTION_LISTS } from '../core/seed-data/campaign-options';
import { CONTENT_PAGES, CURRENCIES, FAQS, HELP_CENTER, LANGUAGES, MENUS, SLIDERS, TESTIMONIALS } from '../core/seed-data/content';
import { COUNTRIES } from '../core/seed-data/countries';
import { OPTION_LISTS } from '../core/seed-data/option-lists';
import { SeedStateRow } from './entities/seed-state.entity';

/** Rows of one data set, each with the natural key that says whether it is already stored. */
interface Dataset<T extends ObjectLiteral> {
  name: string;
  /** Raise it when the data files gain entries: missing rows are then added once more. */
  version: number;
  entity: EntityTarget<T>;
  naturalKey: (row: T) => string;
  rows: (timestamp: (index: number) => string) => T[];
}

const CHUNK = 100;

/**
 * Loads the reference data (services/site/src/core/seed-data) at every start, before the service
 * answers: languages, currencies, countries, banks, option lists, pages, FAQs, sliders,
 * testimonials, menus and default settings. Not demo data: the site cannot work without it.
 *
 * Idempotent and safe with several instances starting together: each data set runs in its own
 * transaction, adds only rows whose natural key is missing, and records its version so that rows an
 * administrator deleted are not brought back by the next restart.
 */
@Injectable()
export class ReferenceDataSeeder implements OnModuleInit {
  private readonly logger = new Logger('ReferenceDataSeeder');

  constructor(
    private readonly dataSource: DataSource,
    private readonly tx: Transactions,
    private readonly settings: SettingsService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.seed();
  }

  async seed(): Promise<void> {
    for (const dataset of DATASETS) await this.retryOnRace(() => this.apply(dataset));
    await this.retryOnRace(() => this.tx.run(() => this.settings.insertMissingDefaults()));
  }

  /** Another instance inserting the same rows at the same moment: its commit wins, ours re-checks. */
  private async retryOnRace<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return work();
    }
  }

  private async apply(dataset: Dataset<ObjectLiteral>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const state = await manager.findOneBy(SeedStateRow, { dataset: dataset.name });
      if (state && state.version >= dataset.version) return;
      const base = Date.now();
      // Ascending timestamps keep the files' order wherever lists sort by createdAt.
      const rows = dataset.rows((index) => new Date(base + index).toISOString());
      const existing = new Set((await manager.find(dataset.entity)).map(dataset.naturalKey));
      const missing = rows.filter((row) => !existing.has(dataset.naturalKey(row)));
      for (let i = 0; i < missing.length; i += CHUNK) await manager.insert(dataset.entity, missing.slice(i, i + CHUNK) as never);
      await this.saveState(manager, dataset);
      if (missing.length > 0) this.logger.log(`${dataset.name}: ${missing.length} rows added (version ${dataset.version})`);
    });
  }

  private async saveState(manager: EntityManager, dataset: Dataset<ObjectLiteral>): Promise<void> {
    const appliedAt = new Date().toISOString();
    const updated = await manager.update(SeedStateRow, { dataset: dataset.name }, { version: dataset.version, appliedAt });
    if (!updated.affected) await manager.insert(SeedStateRow, { dataset: dataset.name, version: dataset.version, appliedAt });
  }
}

const stamp = (at: string) => ({ createdAt: at, updatedAt: at });

// Each entry is checked against its own row type (satisfies); the list itself is handled generically.
const DATASETS = [
  {
    name: 'languages',
    version: 1,
    entity: LanguageRow,
    naturalKey: (r) => r.folder,
    rows: (at) =>
      LANGUAGES.map((l, i) => ({
        id: newId(),
        name: l.name,
        folder: l.folder,
        isDefault: l.isDefault,
        direction: l.direction,
        status: true,
        ...stamp(at(i)),
      })),
  } satisfies Dataset<LanguageRow>,
  {
    name: 'currencies',
    version: 1,
    entity: CurrencyRow,
    naturalKey: (r) => r.code,
    rows: (at) =>
      CURRENCIES.map((c, i) => ({
        id: newId(),
        code: c.code,
        numericCode: c.numericCode,
        symbol: c.symbol,
        name: c.name,
        decimals: c.decimals,
        isDefault: c.isDefault,
        status: true,
        sortOrder: i,
        ...stamp(at(i)),
      })),
  } satisfies Dataset<CurrencyRow>,
  {
    name: 'countries',
    version: 1,
    entity: CountryRow,
    naturalKey: (r) => r.code,
    rows: (at) =>
      COUNTRIES.map((c, i) => ({
        id: newId(),
        code: c.code,
        iso3: c.iso3,
        dialCode: c.dialCode,
        name: c.name,
        status: true,
        ...stamp(at(i)),
      })),
  } satisfies Dataset<CountryRow>,
  {
    name: 'banks',
    version: 1,
    entity: BankRow,
    naturalKey: (r) => r.code,
    rows: (at) =>
      OMANI_BANKS.map((b, i) => ({
        id: newId(),
        code: b.code,
        swift: b.swift,
        name: b.name,
        islamic: b.islamic,
        active: b.active,
        category: b.category,
        mergedInto: b.mergedInto ?? null,
        sortOrder: i,
        ...stamp(at(i)),
      })),
  } satisfies Dataset<BankRow>,
  {
    name: 'option-lists',
    version: 1,
    entity: OptionItemRow,
    naturalKey: (r) => `${r.listKey}/${r.key}`,
    rows: (at) => {
      const lists = { ...OPTION_LISTS, ...CAMPAIGN_OPTION_LISTS };
      const items: OptionItemRow[] = Object.entries(lists).flatMap(([listKey, options]) =>
        options.map((o, i) => ({
          id: newId(),
          listKey,
          key: o.key,
          name: o.name,
          extra: null,
          sortOrder: i,
          status: true,
          ...stamp(at(i)),
        })),
      );
      const categories = HELP_CENTER.map((c, i) => ({
        id: newId(),
        listKey: FAQ_CATEGORY_LIST,
        key: c.category,
        name: c.title,
        extra: { description: c.description },
        sortOrder: i,
        status: true,
        ...stamp(at(i)),
      }));
      return [...items, ...categories];
    },
  } satisfies Dataset<OptionItemRow>,
  {
    name: 'content-pages',
    version: 1,
    entity: ContentPageRow,
    naturalKey: (r) => r.slug,
    rows: (at) =>
      CONTENT_PAGES.map((p, i) => ({
        id: newId(),
        slug: p.slug,
        title: p.title,
        content: p.content,
        metaDescription: p.metaDescription,
        showInFooter: p.showInFooter,
        status: true,
        ...stamp(at(i)),
      })),
  } satisfies Dataset<ContentPageRow>,
  {
    name: 'faqs',
    version: 1,
    entity: FaqRow,
    naturalKey: (r) => r.seedKey ?? r.id,
    rows: (at) =>
      FAQS.map((f, i) => ({
        id: newId(),
        seedKey: f.key,
        category: f.category,
        question: f.question,
        answer: f.answer,
        showInFooter: f.showInFooter,
        sortOrder: f.sortOrder,
        status: true,
        ...stamp(at(i)),
      })),
  } satisfies Dataset<FaqRow>,
  {
    name: 'sliders',
    version: 1,
    entity: SliderRow,
    naturalKey: (r) => r.seedKey ?? r.id,
    rows: (at) =>
      SLIDERS.map((s, i) => ({
        id: newId(),
        seedKey: s.key,
        title: s.title,
        description: s.description,
        buttonText: s.buttonText,
        link: s.link,
        image: '',
        sortOrder: s.sortOrder,
        status: true,
        ...stamp(at(i)),
      })),
  } satisfies Dataset<SliderRow>,
  {
    name: 'testimonials',
    version: 1,
    entity: TestimonialRow,
    naturalKey: (r) => r.seedKey ?? r.id,
    rows: (at) =>
      TESTIMONIALS.map((t, i) => ({
        id: newId(),
        seedKey: t.key,
        name: t.name,
        role: t.role,
        quote: t.quote,
        image: '',
        sortOrder: t.sortOrder,
        status: true,
        ...stamp(at(i)),
      })),
  } satisfies Dataset<TestimonialRow>,
  {
    name: 'menus',
    version: 1,
    entity: MenuLinkRow,
    naturalKey: (r) => r.seedKey ?? r.id,
    rows: (at) => {
      const links = (['header', 'footer'] as const).flatMap((menuType) =>
        MENUS[menuType].map((item) => ({
          id: newId(),
          seedKey: `${menuType}:${item.type === 'page' ? `page:${item.pageSlug}` : item.url}`,
          menuType,
          linkType: item.type,
          title: item.label,
          customUrl: item.type === 'custom' ? item.url : null,
          urlTarget: '_self' as const,
          contentPageSlug: item.type === 'page' ? item.pageSlug : null,
          socialMediaIcon: null,
          sortOrder: item.sortOrder,
          status: true,
        })),
      );
      const social = MENUS.social.map((s) => ({
        id: newId(),
        seedKey: `social:${s.key}`,
        menuType: 'social' as const,
        linkType: 'custom' as const,
        title: s.label,
        customUrl: s.url,
        urlTarget: '_blank' as const,
        contentPageSlug: null,
        socialMediaIcon: s.socialMediaIcon,
        sortOrder: s.sortOrder,
        status: true,
      }));
      return [...links, ...social].map((row, i) => ({ ...row, ...stamp(at(i)) }));
    },
  } satisfies Dataset<MenuLinkRow>,
] as unknown as Array<Dataset<ObjectLiteral>>;
