import { z } from 'zod';
import { validateWithSchema, ValidationFailedError } from '@cf/platform';

/**
 * Validates a request body with a zod schema whose messages are translation keys; failures become
 * the platform's 400 `errors: [{ field, msg }]`, one message per field (the kernel's rule).
 */
export const parseBody = validateWithSchema;

/** Collects field errors of cross-field rules, then throws them together. */
export class FieldErrors {
  private readonly errors: Array<{ field: string; messageKey: string; params?: Record<string, unknown> }> = [];
  add(field: string, messageKey: string, params?: Record<string, unknown>): void {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, messageKey, params });
  }
  throwIfAny(): void {
    if (this.errors.length > 0) throw new ValidationFailedError(this.errors);
  }
}

/** A number or a numeric string (FormData sends strings). */
const numeric = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v), z.number(message));

/** Amount in baisa: a positive whole number. */
export const amount = () => numeric('campaigns.amountInvalid').pipe(z.number().int('campaigns.amountInvalid').positive('campaigns.amountInvalid').max(Number.MAX_SAFE_INTEGER, 'campaigns.amountInvalid'));
export const wholeNumber = () => numeric('campaigns.wholeNumber').pipe(z.number().int('campaigns.wholeNumber').positive('campaigns.wholeNumber').max(1_000_000_000_000, 'campaigns.wholeNumber'));
export const positiveNumber = () => numeric('campaigns.positiveNumber').pipe(z.number().positive('campaigns.positiveNumber').max(1e12, 'campaigns.positiveNumber'));
/** Percent above 0 and at most 100, two decimals at most. */
export const percent = () =>
  numeric('campaigns.percentInvalid').pipe(
    z
      .number()
      .gt(0, 'campaigns.percentInvalid')
      .max(100, 'campaigns.percentInvalid')
      .refine((v) => Math.abs(v * 100 - Number((v * 100).toFixed(0))) < 1e-6, 'campaigns.percentInvalid'),
  );

export const text = (max: number, message = 'campaigns.textTooLong') => z.string('common.invalidFormat').trim().max(max, message);
export const requiredText = (max: number, requiredMessage = 'common.required', tooLong = 'campaigns.textTooLong') =>
  z.string(requiredMessage).trim().min(1, requiredMessage).max(max, tooLong);

export const isHttpUrl = (v: string): boolean => {
  if (!/^https?:\/\/[^\s<>"]+$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return url.hostname.includes('.') || url.hostname === 'localhost';
  } catch {
    return false;
  }
};
export const url = () => z.string('campaigns.urlInvalid').trim().max(500, 'campaigns.urlInvalid').refine(isHttpUrl, 'campaigns.urlInvalid');
export const email = () => z.string('campaigns.emailInvalid').trim().toLowerCase().max(254, 'campaigns.emailInvalid').email('campaigns.emailInvalid');
/** C5.5: a title needs at least one letter (any script). */
export const title = (max = 200) => requiredText(max).refine((v) => /\p{L}/u.test(v), 'campaigns.titleNeedsLetter');
export const dateString = (message = 'campaigns.invalidDate') =>
  z.string(message).regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

/** Optional and clearable: absent = unchanged, null = cleared. */
export const opt = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const flexibleBoolean = z
  .union([z.boolean(), z.enum(['yes', 'no', 'true', 'false']), z.literal(1), z.literal(0)], 'common.invalidFormat')
  .transform((v) => v === true || v === 'yes' || v === 'true' || v === 1);

/** A value "holds" something (used to merge partial saves and check required fields). */
export const present = (v: unknown): boolean => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');
