import * as z from 'zod/v4/core';
import { ValidationFailedError } from './app-error';

/** A translation key such as `wallet.accountNumberInvalid` (zod's own English messages are not). */
const MESSAGE_KEY = /^[a-z][A-Za-z]*\.[A-Za-z.-]+$/;

/**
 * Validates a request part with a contract's zod schema whose messages are translation keys.
 * Failures become the platform's 400 `errors: [{ field, msg }]`, one message per field: the first
 * rule that failed, as the user must fix it first. Unknown fields are refused only by `.strict()`
 * schemas (`common.unknownField`); others drop them.
 */
export function validateWithSchema<S extends z.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const errors: Array<{ field: string; messageKey: string }> = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors.push({ field: [...issue.path, key].join('.'), messageKey: 'common.unknownField' });
      continue;
    }
    const field = issue.path.join('.') || 'body';
    const messageKey = MESSAGE_KEY.test(issue.message) ? issue.message : /received undefined/.test(issue.message) ? 'common.required' : 'common.invalidFormat';
    errors.push({ field, messageKey });
  }
  const seen = new Set<string>();
  throw new ValidationFailedError(errors.filter((e) => !seen.has(e.field) && seen.add(e.field)));
}
