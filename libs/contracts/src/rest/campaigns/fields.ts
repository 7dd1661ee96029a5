import * as z from 'zod/mini';

/**
 * The campaigns service's field rules (C5), written once for the service and the wizard's forms.
 * Messages are translation keys; the first rule a value breaks is the one answered.
 */

/** A number or a numeric string (FormData sends strings). */
const numericInput = (value: unknown): unknown => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);

/** Amount in baisa: a positive whole number. */
export const amount = () =>
  z.pipe(z.transform(numericInput), z.number('campaigns.amountInvalid').check(z.int('campaigns.amountInvalid'), z.positive('campaigns.amountInvalid'), z.maximum(Number.MAX_SAFE_INTEGER, 'campaigns.amountInvalid')));
export const wholeNumber = () =>
  z.pipe(z.transform(numericInput), z.number('campaigns.wholeNumber').check(z.int('campaigns.wholeNumber'), z.positive('campaigns.wholeNumber'), z.maximum(1_000_000_000_000, 'campaigns.wholeNumber')));
export const positiveNumber = () =>
  z.pipe(z.transform(numericInput), z.number('campaigns.positiveNumber').check(z.positive('campaigns.positiveNumber'), z.maximum(1e12, 'campaigns.positiveNumber')));
/** Percent above 0 and at most 100, two decimals at most. */
export const percent = () =>
  z.pipe(
    z.transform(numericInput),
    z.number('campaigns.percentInvalid').check(
      z.gt(0, 'campaigns.percentInvalid'),
      z.maximum(100, 'campaigns.percentInvalid'),
      z.refine((v) => Math.abs(v * 100 - Number((v * 100).toFixed(0))) < 1e-6, 'campaigns.percentInvalid'),
    ),
  );
/** A whole number from a number or its digits, within bounds (years, grace periods). */
export const boundedWhole = (min: number, max: number, message: string) =>
  z.pipe(z.transform(numericInput), z.number(message).check(z.int(message), z.minimum(min, message), z.maximum(max, message)));

export const text = (max: number, message = 'campaigns.textTooLong') => z.string('common.invalidFormat').check(z.trim(), z.maxLength(max, message));
export const requiredText = (max: number, requiredMessage = 'common.required', tooLong = 'campaigns.textTooLong') =>
  z.string(requiredMessage).check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(max, tooLong));

export const isHttpUrl = (v: string): boolean => {
  if (!/^https?:\/\/[^\s<>"]+$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return url.hostname.includes('.') || url.hostname === 'localhost';
  } catch {
    return false;
  }
};
export const url = () => z.string('campaigns.urlInvalid').check(z.trim(), z.maxLength(500, 'campaigns.urlInvalid'), z.refine(isHttpUrl, 'campaigns.urlInvalid'));
export const email = () =>
  z.string('campaigns.emailInvalid').check(z.trim(), z.toLowerCase(), z.maxLength(254, 'campaigns.emailInvalid'), z.email('campaigns.emailInvalid'));
/** C5.5: a title needs at least one letter (any script). */
export const title = (max = 200) => requiredText(max).check(z.refine((v) => /\p{L}/u.test(v), 'campaigns.titleNeedsLetter'));
export const dateString = (message = 'campaigns.invalidDate') =>
  z.string(message).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message),
  );

/** Optional and clearable: absent = unchanged, null = cleared. */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** yes/no, true/false, 1/0 or a boolean, read as a boolean. */
export const flexibleBoolean = z.pipe(
  z.union([z.boolean(), z.enum(['yes', 'no', 'true', 'false']), z.literal(1), z.literal(0)], 'common.invalidFormat'),
  z.transform((v) => v === true || v === 'yes' || v === 'true' || v === 1),
);

/** An option key of the site's lists (category, industry, stage…). */
export const optionKey = () =>
  z.string('common.invalidFormat').check(z.trim(), z.minLength(1, 'common.required'), z.maxLength(60, 'common.invalidFormat'), z.regex(/^[a-z0-9-]+$/, 'common.invalidFormat'));

/** Image fields: a data URL (new upload), the URL already stored, or null. */
export const imageField = () => z.string('campaigns.imageInvalidFormat').check(z.maxLength(4 * 1024 * 1024, 'campaigns.imageTooLarge'));
