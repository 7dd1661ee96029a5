import { z } from 'zod';
import { ValidationFailedError } from '@cf/platform';

const MESSAGE_KEY = /^(site|common)\.[A-Za-z]+$/;

/**
 * Validates a request body with a zod schema whose messages are translation keys; failures become
 * the platform's 400 `errors: [{ field, msg }]`, one message per field.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: Array<{ field: string; messageKey: string }> = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors.push({ field: [...issue.path, key].join('.'), messageKey: 'common.unknownField' });
      continue;
    }
    const field = issue.path.join('.') || 'body';
    const messageKey = MESSAGE_KEY.test(issue.message)
      ? issue.message
      : /received undefined/.test(issue.message)
        ? 'common.required'
        : 'common.invalidFormat';
    errors.push({ field, messageKey });
  }
  const seen = new Set<string>();
  throw new ValidationFailedError(errors.filter((e) => !seen.has(e.field) && seen.add(e.field)));
}

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
