import { z } from 'zod';
import { validateWithSchema } from '@cf/platform';

/**
 * Validates a request body with a zod schema whose messages are translation keys; failures become
 * the platform's 400 `errors: [{ field, msg }]`, one message per field (the kernel's rule).
 */
export const parseBody = validateWithSchema;

/** 'yes' or 'no', the spec's switch values (A3.5). */
export const yesNo = z.enum(['yes', 'no'], 'site.yesNoInvalid');

/** A link an administrator may store: absolute http(s) URL or a path of this site. */
const isLink = (v: string): boolean => /^\/(?!\/)[^\s<>"]*$/.test(v) || /^https?:\/\/[^\s<>"]+$/i.test(v);
export const linkSchema = z.string('common.required').trim().max(500, 'site.urlInvalid').refine(isLink, 'site.urlInvalid');

/** An image reference: empty (none), a site path or an http(s) URL. */
export const imageSchema = z
  .string('site.urlInvalid')
  .trim()
  .max(500, 'site.urlInvalid')
  .refine((v) => v === '' || isLink(v), 'site.urlInvalid');

export const sortOrderSchema = z.coerce
  .number('site.numberInvalid')
  .int('site.numberInvalid')
  .min(0, 'site.numberInvalid')
  .max(100000, 'site.numberInvalid');

/** True for booleans and their spellings in query strings and older clients ('yes', 'true', 1). */
export const flexibleBoolean = z
  .union([z.boolean(), z.enum(['yes', 'no', 'true', 'false']), z.literal(1), z.literal(0)], 'common.invalidFormat')
  .transform((v) => v === true || v === 'yes' || v === 'true' || v === 1);
