import * as z from 'zod/mini';

/**
 * The site service's field rules (A3.5, A5.5), written once for the service and the administration
 * forms. Messages are translation keys; the first rule a value breaks is the one answered.
 */

/** 'yes' or 'no', the spec's switch values (A3.5). */
export const yesNo = () => z.enum(['yes', 'no'], 'site.yesNoInvalid');

const SITE_PATH = /^\/(?!\/)[^\s<>"]*$/;
const HTTP_URL = /^https?:\/\/[^\s<>"]+$/i;
export const LINK_MAX = 500;

/** A link an administrator may store: an absolute http(s) URL or a path of this site. */
export const isSiteLink = (v: string): boolean => SITE_PATH.test(v) || HTTP_URL.test(v);

export const link = () => z.string('common.required').check(z.trim(), z.maxLength(LINK_MAX, 'site.urlInvalid'), z.refine(isSiteLink, 'site.urlInvalid'));

/** An image reference: empty (none), a site path or an http(s) URL. */
export const image = () => z.string('site.urlInvalid').check(z.trim(), z.maxLength(LINK_MAX, 'site.urlInvalid'), z.refine((v) => v === '' || isSiteLink(v), 'site.urlInvalid'));

export const SORT_ORDER_MAX = 100000;
export const sortOrder = () =>
  z.coerce.number('site.numberInvalid').check(z.int('site.numberInvalid'), z.minimum(0, 'site.numberInvalid'), z.maximum(SORT_ORDER_MAX, 'site.numberInvalid'));

/** True for booleans and their spellings in query strings and older clients ('yes', 'true', 1). */
export const flexibleBoolean = () =>
  z.pipe(
    z.union([z.boolean(), z.enum(['yes', 'no', 'true', 'false']), z.literal(1), z.literal(0)], 'common.invalidFormat'),
    z.transform((v) => v === true || v === 'yes' || v === 'true' || v === 1),
  );

/** Languages whose text every localized field holds (the seeded and required translations). */
export const CONTENT_LANGUAGES = ['ar', 'en', 'fr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export type LocalizedText = Record<ContentLanguage, string>;

/** A text required in ar, en and fr, each trimmed, non-empty and at most `max` characters. */
export function localizedText(max: number) {
  const one = () => z.string('common.required').check(z.trim(), z.minLength(1, 'common.required'), z.maxLength(max, 'site.textTooLong'));
  return z.object({ ar: one(), en: one(), fr: one() }, 'site.translationsRequired');
}

/** A required one-line text, trimmed, 1 to `max` characters. */
export const requiredText = (max: number) => z.string('common.required').check(z.trim(), z.minLength(1, 'common.required'), z.maxLength(max, 'site.textTooLong'));

/** A trimmed text matching `pattern` ("required" when not a string). */
export const patterned = (pattern: RegExp, message: string, requiredMessage = 'common.required') => z.string(requiredMessage).check(z.trim(), z.regex(pattern, message));
