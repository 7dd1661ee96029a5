import { ANALYTICS_ID, HEX_COLOUR, isSiteLink as isStorableLink, LINK_MAX } from '@cf/contracts/rest';

/**
 * Client checks of the administration forms. The rules (patterns, lengths) are the site contracts'
 * (`@cf/contracts` site/), so a form never lets through what the server refuses; these functions
 * only word them for the forms. The server's message still wins when it refuses (shown beside the
 * field it names).
 */
export { ANALYTICS_ID, HEX_COLOUR, LANGUAGE_CODE, OPTION_KEY, PAGE_SLUG } from '@cf/contracts/rest';

/** A link an administrator may store: an absolute http(s) URL or a path of this site, at most 500 characters. */
export function isSiteLink(value: string): boolean {
  const v = value.trim();
  return v.length <= LINK_MAX && isStorableLink(v);
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
