import {
  checkAnalyticsId,
  checkHexColour,
  checkTimezone,
  checkYesNo,
  type AdminMetaSettings,
  type AdminSiteSettings,
} from '@cf/api-client';
import type { FieldDef, Translate } from '../../shared/form-model';

/** Keys PATCHed to site-setting; the others (siteName, metaDescription) go to meta-setting. */
export const SITE_KEYS = [
  'siteLogo',
  'favIcon',
  'sitePrimaryColor',
  'siteSecondaryColor',
  'walletModule',
  'onlyAdminCreateCampaign',
  'timezone',
  'googleAnalyticsCode',
] as const satisfies ReadonlyArray<keyof AdminSiteSettings>;
export const META_KEYS = ['siteName', 'metaDescription'] as const satisfies ReadonlyArray<keyof AdminMetaSettings>;

/** A3.5 defaults, used when a stored value is missing. */
export const SETTINGS_DEFAULTS = {
  sitePrimaryColor: '#6048fe',
  siteSecondaryColor: '#000',
  timezone: 'Asia/Muscat',
};

/** The settings form as field definitions (rules and request bodies come from them; the layout is its own). */
export function settingsFields(t: Translate, zones: readonly string[]): FieldDef[] {
  const yesNo = [
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ];
  return [
    { name: 'siteName', kind: 'localized', label: t('settings.siteName'), max: 100 },
    { name: 'metaDescription', kind: 'localized', label: t('settings.metaDescription'), max: 300, multiline: true, rows: 3 },
    { name: 'siteLogo', kind: 'image', label: t('settings.logo') },
    { name: 'favIcon', kind: 'image', label: t('settings.favicon') },
    {
      name: 'sitePrimaryColor',
      kind: 'text',
      label: t('settings.primaryColour'),
      required: true,
      ltr: true,
      check: (v) => checkHexColour(v),
    },
    {
      name: 'siteSecondaryColor',
      kind: 'text',
      label: t('settings.secondaryColour'),
      required: true,
      ltr: true,
      check: (v) => checkHexColour(v),
    },
    {
      name: 'walletModule',
      kind: 'radio',
      label: t('settings.walletModule'),
      hint: t('settings.walletModuleHint'),
      options: yesNo,
      check: (v) => checkYesNo(v),
    },
    {
      name: 'onlyAdminCreateCampaign',
      kind: 'radio',
      label: t('settings.onlyAdminCreate'),
      hint: t('settings.onlyAdminCreateHint'),
      options: yesNo,
      check: (v) => checkYesNo(v),
    },
    {
      name: 'timezone',
      kind: 'select',
      label: t('settings.timezone'),
      options: zones.map((z) => ({ value: z, label: z })),
      check: (v) => checkTimezone(v, zones),
    },
    {
      name: 'googleAnalyticsCode',
      kind: 'text',
      label: t('settings.analytics'),
      hint: t('settings.analyticsHint'),
      ltr: true,
      placeholder: 'G-XXXXXXXXXX',
      check: (v) => checkAnalyticsId(v),
    },
  ];
}

/** Stored values → what the form shows: `true`/`false` spelled yes/no, A3.5 defaults for gaps. */
export function settingsRow(
  site: Partial<AdminSiteSettings> | undefined,
  meta: Partial<AdminMetaSettings> | undefined,
): Record<string, unknown> {
  const yn = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : v);
  return {
    ...site,
    walletModule: yn(site?.walletModule),
    onlyAdminCreateCampaign: yn(site?.onlyAdminCreateCampaign),
    sitePrimaryColor: site?.sitePrimaryColor || SETTINGS_DEFAULTS.sitePrimaryColor,
    siteSecondaryColor: site?.siteSecondaryColor || SETTINGS_DEFAULTS.siteSecondaryColor,
    timezone: site?.timezone || SETTINGS_DEFAULTS.timezone,
    siteName: meta?.siteName,
    metaDescription: meta?.metaDescription,
  };
}

/** `#abc` → `#aabbcc` (what `<input type="color">` needs); anything else → the fallback. */
export function toSixDigitHex(value: string, fallback: string): string {
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(v))
    return `#${v
      .slice(1)
      .split('')
      .map((c) => c + c)
      .join('')}`.toLowerCase();
  return fallback;
}
