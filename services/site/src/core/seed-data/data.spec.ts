import { OMANI_BANKS } from './banks';
import {
  CONTENT_PAGES,
  CURRENCIES,
  FAQS,
  HELP_CENTER,
  HOME_SECTIONS,
  LANGUAGES,
  MENUS,
  SLIDERS,
  TESTIMONIALS,
} from './content';
import { COUNTRIES } from './countries';
import { OPTION_LISTS, OPTION_LIST_KEYS, RISK_LEVEL_SCALE } from './option-lists';
import type { LocalizedText } from './types';

const LANGS = ['en', 'ar', 'fr'] as const;
const ARABIC = /[\u0600-\u06FF]/;

function expectLocalized(text: LocalizedText, where: string): void {
  for (const lang of LANGS) {
    const value = text[lang];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(`${where}: missing ${lang} text`);
    }
  }
  // Proper names (e.g. "Oman") may be identical in en/fr, but ar must be in Arabic script.
  if (!ARABIC.test(text.ar)) {
    throw new Error(`${where}: ar text is not in Arabic script: ${text.ar}`);
  }
}

function expectUnique(values: string[], what: string): void {
  const dupes = values.filter((v, i) => values.indexOf(v) !== i);
  expect({ what, dupes }).toEqual({ what, dupes: [] });
}

describe('COUNTRIES', () => {
  it('covers all 249 ISO 3166-1 entries with unique, well-formed codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.iso3).toMatch(/^[A-Z]{3}$/);
      expect(c.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
    }
    expectUnique(
      COUNTRIES.map((c) => c.code),
      'alpha-2',
    );
    expectUnique(
      COUNTRIES.map((c) => c.iso3),
      'alpha-3',
    );
  });

  it('includes Oman and its GCC neighbours with correct codes', () => {
    const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
    expect(byCode.get('OM')).toMatchObject({ iso3: 'OMN', dialCode: '+968', name: { en: 'Oman' } });
    expect(byCode.get('OM')?.name.ar).toContain('عُمان');
    expect(byCode.get('AE')).toMatchObject({ iso3: 'ARE', dialCode: '+971' });
    expect(byCode.get('SA')).toMatchObject({ iso3: 'SAU', dialCode: '+966' });
    expect(byCode.get('QA')).toMatchObject({ iso3: 'QAT', dialCode: '+974' });
    expect(byCode.get('KW')).toMatchObject({ iso3: 'KWT', dialCode: '+965' });
    expect(byCode.get('BH')).toMatchObject({ iso3: 'BHR', dialCode: '+973' });
    expect(byCode.get('FR')?.name.fr).toBe('France');
  });

  it('has non-empty names in every language', () => {
    for (const c of COUNTRIES) expectLocalized(c.name, `country ${c.code}`);
  });
});

describe('OMANI_BANKS', () => {
  it('has unique codes, valid BICs located in Oman and localized names', () => {
    expectUnique(
      OMANI_BANKS.map((b) => b.code),
      'bank code',
    );
    const swifts = OMANI_BANKS.map((b) => b.swift).filter((s): s is string => s !== null);
    expectUnique(swifts, 'swift');
    for (const b of OMANI_BANKS) {
      expectLocalized(b.name, `bank ${b.code}`);
      if (b.swift !== null) expect(b.swift).toMatch(/^[A-Z]{4}OM[A-Z0-9]{2}$/);
    }
  });

  it('marks HSBC Bank Oman as merged into Sohar International', () => {
    const hsbc = OMANI_BANKS.find((b) => b.code === 'HSBC');
    const sohar = OMANI_BANKS.find((b) => b.code === 'BSHR');
    expect(hsbc?.active).toBe(false);
    expect(hsbc?.mergedInto).toBe('BSHR');
    expect(sohar?.active).toBe(true);
    for (const b of OMANI_BANKS) {
      if (b.mergedInto !== undefined) {
        expect(b.active).toBe(false);
        expect(OMANI_BANKS.some((x) => x.code === b.mergedInto && x.active)).toBe(true);
      }
    }
  });

  it('flags the full-fledged Islamic banks', () => {
    const islamic = OMANI_BANKS.filter((b) => b.islamic).map((b) => b.code);
    expect(islamic.sort()).toEqual(['BNZW', 'IZZB']);
  });
});

describe('OPTION_LISTS', () => {
  it('contains exactly the expected lists', () => {
    expect(Object.keys(OPTION_LISTS).sort()).toEqual(
      [
        'account-type',
        'campaign-stage',
        'company-industry',
        'document-type',
        'employment-category',
        'employment-status',
        'expected-investment-size',
        'guardian-type',
        'investing-round',
        'investor-type',
        'occupation-category',
        'preferred-investment-segment',
        'risk-level',
        'sources-of-income',
        'team-member-type',
      ].sort(),
    );
    expect([...OPTION_LIST_KEYS].sort()).toEqual(Object.keys(OPTION_LISTS).sort());
  });

  it('has unique kebab-case keys and localized names in every list', () => {
    for (const [list, items] of Object.entries(OPTION_LISTS)) {
      expect(items.length).toBeGreaterThan(0);
      expectUnique(
        items.map((i) => i.key),
        list,
      );
      for (const item of items) {
        expect(item.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expectLocalized(item.name, `${list}/${item.key}`);
      }
    }
  });

  it('has exactly the six sources of income', () => {
    expect(OPTION_LISTS['sources-of-income'].map((i) => i.key)).toEqual([
      'employment',
      'business',
      'investment',
      'passive',
      'government-and-social-support',
      'other',
    ]);
  });

  it('has the fixed keys of the smaller lists', () => {
    const keys = (list: string): string[] => OPTION_LISTS[list].map((i) => i.key);
    expect(keys('document-type')).toEqual(['id-card', 'passport', 'driving-license']);
    expect(keys('guardian-type')).toEqual(['father', 'mother', 'other-legal-guardian']);
    expect(keys('account-type')).toEqual(['checking', 'savings', 'current']);
    expect(keys('investor-type')).toEqual(['individual', 'company']);
    expect(keys('campaign-stage')).toEqual(['idea', 'prototype', 'early-revenue', 'growth', 'expansion', 'established']);
    expect(keys('investing-round')).toEqual(['pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'bridge']);
    expect(OPTION_LISTS['company-industry'].length).toBeGreaterThanOrEqual(20);
  });

  it('[A9.7] maps every risk level onto the risk scale', () => {
    expect(RISK_LEVEL_SCALE).toEqual({
      low: 0.5,
      'low-to-moderate': 1.5,
      moderate: 2.5,
      'moderately-high': 3.5,
      high: 4.5,
      'very-high': 5.5,
    });
    const levels = OPTION_LISTS['risk-level'].map((i) => i.key);
    expect(levels).toEqual(Object.keys(RISK_LEVEL_SCALE));
    const values = levels.map((k) => RISK_LEVEL_SCALE[k as keyof typeof RISK_LEVEL_SCALE]);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});

describe('site content', () => {
  it('[A9.8] has the expected static pages with localized HTML, citing decision 158/2022', () => {
    expect(CONTENT_PAGES.map((p) => p.slug)).toEqual([
      'about-us1-2',
      'terms',
      'privacy-policy',
      'project-guidelines',
      'risk-warning',
    ]);
    for (const page of CONTENT_PAGES) {
      expectLocalized(page.title, `page ${page.slug} title`);
      expectLocalized(page.content, `page ${page.slug} content`);
      expectLocalized(page.metaDescription, `page ${page.slug} meta`);
      for (const lang of LANGS) expect(page.content[lang]).toMatch(/^<(h2|p)>/);
    }
    const about = CONTENT_PAGES.find((p) => p.slug === 'about-us1-2');
    for (const lang of LANGS) expect(about?.content[lang]).toContain('158/2022');
  });

  it('has at least 10 FAQs across all categories, grouped identically in the Help Center', () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(10);
    expectUnique(
      FAQS.map((f) => f.key),
      'faq key',
    );
    for (const faq of FAQS) {
      expectLocalized(faq.question, `faq ${faq.key} question`);
      expectLocalized(faq.answer, `faq ${faq.key} answer`);
    }
    expect(new Set(FAQS.map((f) => f.category))).toEqual(new Set(['investing', 'raising', 'wallet', 'account']));
    expect(FAQS.some((f) => f.showInFooter)).toBe(true);
    expect(FAQS.some((f) => !f.showInFooter)).toBe(true);

    expect(HELP_CENTER.map((c) => c.category)).toEqual(['investing', 'raising', 'wallet', 'account']);
    const grouped = HELP_CENTER.flatMap((c) => c.faqs.map((f) => f.key)).sort();
    expect(grouped).toEqual(FAQS.map((f) => f.key).sort());
    for (const c of HELP_CENTER) {
      expectLocalized(c.title, `help ${c.category}`);
      for (const f of c.faqs) expect(f.category).toBe(c.category);
    }
  });

  it('has home sliders, testimonials and sections', () => {
    expect(SLIDERS).toHaveLength(3);
    for (const s of SLIDERS) {
      expectLocalized(s.title, `slider ${s.key}`);
      expectLocalized(s.description, `slider ${s.key}`);
      expectLocalized(s.buttonText, `slider ${s.key}`);
      expect(s.link).toMatch(/^\//);
    }
    expect(TESTIMONIALS).toHaveLength(4);
    for (const item of TESTIMONIALS) {
      expectLocalized(item.name, `testimonial ${item.key}`);
      expectLocalized(item.role, `testimonial ${item.key}`);
      expectLocalized(item.quote, `testimonial ${item.key}`);
    }
    for (const steps of [HOME_SECTIONS.howItWorks.investors, HOME_SECTIONS.howItWorks.raisers]) {
      expect(steps.length).toBeGreaterThanOrEqual(3);
      expect(steps.length).toBeLessThanOrEqual(4);
      for (const s of steps) expectLocalized(s.title, `step ${s.key}`);
    }
    expect(HOME_SECTIONS.statistics.items.length).toBeGreaterThan(0);
  });

  it('has menus whose page links point at seeded pages', () => {
    const slugs = new Set(CONTENT_PAGES.map((p) => p.slug));
    for (const item of [...MENUS.header, ...MENUS.footer]) {
      expectLocalized(item.label, 'menu item');
      if (item.type === 'page') expect(slugs.has(item.pageSlug)).toBe(true);
      else expect(item.url).toMatch(/^\//);
    }
    expect(MENUS.footer.every((i) => i.type === 'page')).toBe(true);
    expect(MENUS.header.some((i) => i.type === 'custom')).toBe(true);
    expect(MENUS.header.some((i) => i.type === 'page')).toBe(true);
    expect(MENUS.social.map((s) => s.socialMediaIcon).sort()).toEqual(['instagram', 'linkedin', 'x-twitter', 'youtube']);
    for (const s of MENUS.social) expect(s.url).toMatch(/^https:\/\//);
  });

  it('has currencies with ISO 4217 minor units and OMR as the default', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual(['OMR', 'USD', 'AED', 'SAR', 'EUR']);
    expect(CURRENCIES.filter((c) => c.isDefault).map((c) => c.code)).toEqual(['OMR']);
    for (const c of CURRENCIES) {
      expectLocalized(c.name, `currency ${c.code}`);
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: c.code }).resolvedOptions()
        .maximumFractionDigits;
      expect({ code: c.code, decimals: c.decimals }).toEqual({ code: c.code, decimals: digits });
    }
    expect(CURRENCIES.find((c) => c.code === 'OMR')?.decimals).toBe(3);
  });

  it('has Arabic as the default right-to-left language', () => {
    expect(LANGUAGES).toEqual([
      { name: 'العربية', folder: 'ar', isDefault: true, direction: 'rtl' },
      { name: 'English', folder: 'en', isDefault: false, direction: 'ltr' },
      { name: 'Français', folder: 'fr', isDefault: false, direction: 'ltr' },
    ]);
  });
});
