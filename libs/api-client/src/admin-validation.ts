/**
 * Client rules of the administration forms, the SAME as the site service's
 * (services/site/src/settings/settings.definitions.ts, common/parse-body.ts and each service's zod
 * fields), so a form never lets through what the server refuses. The server's message still wins
 * when it refuses (shown beside the field it names).
 */

/** `#rgb` or `#rrggbb` (A3.5 colours). */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** A Google Analytics measurement ID only, never a script (empty = none). */
export const ANALYTICS_ID = /^$|^(G|UA|GT|AW|DC)-[A-Z0-9-]{4,20}$/;
/** Content-page slug: letters, digits and hyphens, 2 to 120 characters (A5.5). */
export const PAGE_SLUG = /^[A-Za-z0-9-]{2,120}$/;
/** Language code (the language's folder): `ar`, `en`, `pt-BR`. */
export const LANGUAGE_CODE = /^[a-z]{2}(-[A-Z]{2})?$/;
/** Option keys (help-centre categories…): lower-case words joined by hyphens. */
export const OPTION_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const SITE_PATH = /^\/(?!\/)[^\s<>"]*$/;
const HTTP_URL = /^https?:\/\/[^\s<>"]+$/i;

/** A link an administrator may store: an absolute http(s) URL or a path of this site, at most 500 characters. */
export function isSiteLink(value: string): boolean {
  const v = value.trim();
  return v.length <= 500 && (SITE_PATH.test(v) || HTTP_URL.test(v));
}

/** An image reference: empty (none), a site path or an http(s) URL. */
export function isImageReference(value: string): boolean {
  return value.trim() === '' || isSiteLink(value);
}

export type AdminValidationKey =
  | 'required'
  | 'maxLength'
  | 'colour'
  | 'analytics'
  | 'slug'
  | 'languageCode'
  | 'link'
  | 'image'
  | 'https'
  | 'yesNo'
  | 'timezone'
  | 'wholeNumber';

export interface AdminValidationMessage {
  key: AdminValidationKey;
  params?: Record<string, number | string>;
}

const m = (key: AdminValidationKey, params?: AdminValidationMessage['params']): AdminValidationMessage =>
  params ? { key, params } : { key };
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

export function checkHexColour(value: string | undefined): AdminValidationMessage | undefined {
  if (blank(value)) return m('required');
  return HEX_COLOUR.test(value!.trim()) ? undefined : m('colour');
}

export function checkYesNo(value: unknown): AdminValidationMessage | undefined {
  return value === 'yes' || value === 'no' ? undefined : m('yesNo');
}

export function checkAnalyticsId(value: string | undefined): AdminValidationMessage | undefined {
  return ANALYTICS_ID.test((value ?? '').trim()) ? undefined : m('analytics');
}

export function checkImageReference(value: string | undefined): AdminValidationMessage | undefined {
  return isImageReference(value ?? '') ? undefined : m('image');
}

export function checkLink(value: string | undefined, required = true): AdminValidationMessage | undefined {
  if (blank(value)) return required ? m('required') : undefined;
  return isSiteLink(value!) ? undefined : m('link');
}

/** Social links must be https (the site service refuses anything else). */
export function checkHttpsLink(value: string | undefined): AdminValidationMessage | undefined {
  if (blank(value)) return m('required');
  return /^https:\/\//i.test(value!.trim()) && isSiteLink(value!) ? undefined : m('https');
}

export function checkTimezone(value: string | undefined, zones: readonly string[]): AdminValidationMessage | undefined {
  if (blank(value)) return m('required');
  return zones.includes(value!) ? undefined : m('timezone');
}

export function checkText(value: string | undefined, max: number, required = true): AdminValidationMessage | undefined {
  if (blank(value)) return required ? m('required') : undefined;
  return value!.trim().length > max ? m('maxLength', { max }) : undefined;
}

export function checkPattern(
  value: string | undefined,
  pattern: RegExp,
  key: AdminValidationKey,
  required = true,
): AdminValidationMessage | undefined {
  if (blank(value)) return required ? m('required') : undefined;
  return pattern.test(value!.trim()) ? undefined : m(key);
}

export function checkWholeNumber(value: string | undefined, min = 0, max = 100000): AdminValidationMessage | undefined {
  if (blank(value)) return m('required');
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? undefined : m('wholeNumber', { min, max });
}

/** IANA time zones of this browser (plus UTC), the same source as the site service's rule. */
export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...zones, 'Asia/Muscat', 'UTC']);
  return [...all].sort();
}
