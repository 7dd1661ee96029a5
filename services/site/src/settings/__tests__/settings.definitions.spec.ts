import * as z from 'zod/mini';
import { settingsSectionWithRules } from '@cf/contracts';
import { ValidationFailedError, validateWithSchema as parseBody } from '@cf/platform';
import { localize } from '../../core/localized';
import { SECTION_NAMES, SETTINGS_SECTIONS } from '../../core/settings.definitions';

const fieldsOf = (run: () => unknown): Array<{ field: string; messageKey: string }> => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationFailedError) return error.errors.map(({ field, messageKey }) => ({ field, messageKey }));
    throw error;
  }
  return [];
};

describe('settings definitions', () => {
  it("[A3.5] has the specification's defaults for the site settings", () => {
    expect(SETTINGS_SECTIONS.site.defaults).toMatchObject({
      sitePrimaryColor: '#6048fe',
      siteSecondaryColor: '#000',
      timezone: 'Asia/Muscat',
      maintainanceMode: 'no',
      walletModule: 'yes',
      onlyAdminCreateCampaign: 'no',
    });
    expect(Object.keys(SETTINGS_SECTIONS.ach.defaults)).toEqual([
      'ownerPayoutEnable',
      'achAutoRepayment',
      'repaymentStatus',
      'achSupport',
      'status',
    ]);
  });

  it('accepts its own defaults in every section', () => {
    for (const section of SECTION_NAMES) {
      const definition = SETTINGS_SECTIONS[section];
      const schema = settingsSectionWithRules(section);
      expect({ section, errors: fieldsOf(() => parseBody(schema, definition.defaults)) }).toEqual({ section, errors: [] });
    }
  });

  it.each([
    ['#abc', true],
    ['#6048FE', true],
    ['#000', true],
    ['6048fe', false],
    ['#abcd', false],
    ['#ggg', false],
    ['red', false],
  ])('[A3.5] colour %s valid: %s', (colour, valid) => {
    const errors = fieldsOf(() => parseBody(z.partial(SETTINGS_SECTIONS.site.schema), { sitePrimaryColor: colour }));
    expect(errors).toEqual(valid ? [] : [{ field: 'sitePrimaryColor', messageKey: 'site.colorInvalid' }]);
  });

  it.each([
    ['Asia/Muscat', true],
    ['Europe/Paris', true],
    ['UTC', true],
    ['Asia/Nowhere', false],
    ['GMT+4', false],
  ])('[A3.5] time zone %s valid: %s', (timezone, valid) => {
    expect(fieldsOf(() => parseBody(z.partial(SETTINGS_SECTIONS.site.schema), { timezone })).length === 0).toBe(valid);
  });

  it('[A3.5] accepts only yes or no for the switches', () => {
    const schema = z.partial(SETTINGS_SECTIONS.site.schema);
    expect(fieldsOf(() => parseBody(schema, { walletModule: 'yes', onlyAdminCreateCampaign: 'no' }))).toEqual([]);
    expect(fieldsOf(() => parseBody(schema, { walletModule: true, maintainanceMode: 'YES' }))).toEqual([
      { field: 'maintainanceMode', messageKey: 'site.yesNoInvalid' },
      { field: 'walletModule', messageKey: 'site.yesNoInvalid' },
    ]);
  });
});

describe('localize', () => {
  it('falls back to English, then Arabic, for a language without its own text', () => {
    expect(localize({ ar: 'مرحبا', en: 'Hello', fr: 'Bonjour' }, 'fr')).toBe('Bonjour');
    expect(localize({ ar: 'مرحبا', en: 'Hello', fr: 'Bonjour' }, 'de')).toBe('Hello');
    expect(localize({ ar: 'مرحبا', en: '', fr: '' }, 'de')).toBe('مرحبا');
    expect(localize(null, 'en')).toBe('');
  });
});
