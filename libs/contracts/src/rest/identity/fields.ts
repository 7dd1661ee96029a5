import * as z from 'zod/mini';

/**
 * The identity service's field rules (A5.2-A5.6), written once for the service and the forms. Each
 * field lists its rules in the order a user must fix them: the first that fails is the one answered.
 */

/** A5.2: names in English letters (single spaces, hyphens and apostrophes between letters). */
export const ENGLISH_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
/** Arabic names: Arabic letters and single spaces. */
export const ARABIC_NAME = /^[\u0600-\u06FF]+(?: [\u0600-\u06FF]+)*$/;
/** A5.4: at least 8 characters with upper case, lower case, a digit and a special character, no spaces. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S{8,128}$/;
/** A5.3: 8 to 13 digits (an optional leading + for the country code). */
export const PHONE = /^\+?[0-9]{8,13}$/;
/** A5.5: letters, numbers and hyphen, at least 2 characters. */
export const SLUG = /^[A-Za-z0-9-]{2,60}$/;
/** One-time codes (e-mailed, SMS and authenticator): 6 digits. */
export const OTP_CODE = /^[0-9]{6}$/;
/** Commercial registration number. */
export const CR_NUMBER = /^[A-Za-z0-9/-]{1,40}$/;
/** An image: an http(s) URL or a path on this site (uploads). */
export const IMAGE_URL = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;
/** A profile link: an http(s) URL. */
export const LINK_URL = /^https?:\/\/[^\s]+$/;
/** A profile link's name (linkedin, website…). */
export const LINK_NAME = /^[A-Za-z0-9_-]{1,30}$/;

export const IDENTITY_LIMITS = {
  nameMax: 20,
  fullNameMax: 60,
  profileNameMin: 3,
  profileNameMax: 60,
  descriptionMax: 200,
  companyNameMax: 120,
  emailMax: 254,
  loginPasswordMin: 8,
  passwordMax: 128,
  imageUrlMax: 500,
  /** 2 MB of image as a base64 data URL, with its header. */
  imageDataUrlMax: Math.ceil((2 * 1024 * 1024 * 4) / 3) + 100,
  outsideLinksMax: 10,
  invitesMax: 10,
  inviteMessageMax: 500,
} as const;

/**
 * Normalises the raw value before the rules run (a number sent for a code, "true" for a boolean, an
 * empty text for "clear"). Typed by the schema it feeds; the gateway documents the schema.
 */
export function before<S extends z.ZodMiniType>(normalise: (value: unknown) => unknown, schema: S): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, S> & { _zod: { input: z.input<S> } } {
  return z.pipe(z.transform(normalise), schema) as never;
}

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
/** An empty text clears an optional field (null); absent leaves it as it is. */
export const blankAsNull =
  (tidy: (text: string) => string = (text) => text.trim()) =>
  (value: unknown): unknown =>
    typeof value === 'string' ? tidy(value) || null : value;

/** A type error's message: `requiredKey` when the value is missing, `typeKey` when it is not text. */
export const missingOr = (requiredKey: string, typeKey: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? requiredKey : typeKey),
});

/** "Please enter…" when missing or empty, after trimming. */
export const requiredString = (requiredKey = 'common.required', typeKey = requiredKey) =>
  z.string(missingOr(requiredKey, typeKey)).check(z.trim(), z.minLength(1, requiredKey));

/** An e-mail address, trimmed and lower-cased; the same rule as the event contracts (zod's). */
export const email = () =>
  z.string(missingOr('common.required', 'common.invalidEmail')).check(z.trim(), z.toLowerCase(), z.minLength(1, 'common.required'), z.email('common.invalidEmail'), z.maxLength(IDENTITY_LIMITS.emailMax, 'common.invalidEmail'));

/** An optional e-mail: absent, or the same rule; an empty text counts as absent. */
export const optionalEmail = () =>
  before((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.optional(z.string('common.invalidEmail').check(z.trim(), z.toLowerCase(), z.email('common.invalidEmail'), z.maxLength(IDENTITY_LIMITS.emailMax, 'common.invalidEmail'))));

/** A5.2 first or last name. */
export const englishName = () =>
  requiredString().check(z.maxLength(IDENTITY_LIMITS.nameMax, 'identity.nameTooLong'), z.regex(ENGLISH_NAME, 'identity.nameEnglish'));

/** A5.4 a new password (sign-up, reset, change). */
export const strongPassword = () =>
  z.string(missingOr('common.required', 'identity.passwordWeak')).check(z.minLength(1, 'common.required'), z.maxLength(IDENTITY_LIMITS.passwordMax, 'identity.passwordWeak'), z.regex(STRONG_PASSWORD, 'identity.passwordWeak'));

/** A password as typed (the current one, a confirmation): required, no longer than a password may be. */
export const typedPassword = (tooLongKey: string, requiredKey = 'common.required') => requiredString(requiredKey).check(z.maxLength(IDENTITY_LIMITS.passwordMax, tooLongKey));

/** A 6-digit code; a number is read as its digits (leading zeros restored). */
export const otpCode = () =>
  before(
    (value) => (typeof value === 'number' ? String(value).padStart(6, '0') : trimmed(value)),
    z.string('common.required').check(z.minLength(1, 'common.required'), z.maxLength(6, 'identity.codeFormat'), z.regex(OTP_CODE, 'identity.codeFormat')),
  );

/** A5.3 a mobile number: spaces and hyphens are dropped before the rule. */
export const phoneNumber = () =>
  before(
    (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : typeof value === 'number' ? String(value) : value),
    z.string('identity.phoneInvalid').check(z.minLength(1, 'common.required'), z.maxLength(14, 'identity.phoneInvalid'), z.regex(PHONE, 'identity.phoneInvalid')),
  );

/** "true"/"1"/1 and "false"/"0"/0 as the booleans they mean (forms and query strings). */
export const toBoolean = (value: unknown): unknown =>
  value === 'true' || value === 1 || value === '1' ? true : value === 'false' || value === 0 || value === '0' ? false : value;

/** The password confirmation (A8: "Password doesn't match") on an object holding `password` and `passwordConfirm`. */
export const passwordsMatch = z.refine<{ password: string; passwordConfirm: string }>((v) => v.password === v.passwordConfirm, {
  message: 'identity.passwordMismatch',
  path: ['passwordConfirm'],
  when: (payload) => {
    const v = payload.value as { password?: unknown; passwordConfirm?: unknown } | undefined;
    return typeof v?.passwordConfirm === 'string' && v.passwordConfirm !== '';
  },
});

/** A `page × 10` limit in a query string (lists that grow with "load more"). */
export const pageLimit = () => z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'common.invalidFormat')));

const anEmail = email();
/** True for an address the contracts accept (and the event contracts publish). */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && z.safeParse(anEmail, value).success;
}
