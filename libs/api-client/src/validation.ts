/**
 * Client-side form rules, the SAME as the identity service's (services/identity/src/shared/validation.ts
 * and its DTOs) so a form never lets through what the server refuses, nor refuses what it accepts.
 * Messages are i18n keys under `validation.*` whose texts equal the server's (identity i18n messages:
 * "Password doesn't match", "Please enter a strong password", "Please accept the terms of use"…);
 * the server's own message is shown when it refuses.
 */

/** A5.2: English letters, with single spaces, hyphens or apostrophes between letters. */
export const ENGLISH_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
/** A5.4: 8+ characters with upper case, lower case, a digit and a special character, no spaces. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S{8,128}$/;
/** A5.3: 8 to 13 digits, optional leading + for the country code. */
export const PHONE = /^\+?[0-9]{8,13}$/;
/** The e-mail rule of the contracts (zod's). */
export const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** One-time codes: e-mailed and authenticator codes are 6 digits. */
export const OTP_CODE = /^[0-9]{6}$/;

export const LIMITS = {
  nameMax: 20,
  emailMax: 254,
  loginPasswordMin: 8,
  passwordMax: 128,
} as const;

export type ValidationKey =
  | 'required'
  | 'invalidEmail'
  | 'englishName'
  | 'maxLength'
  | 'minLength'
  | 'phone'
  | 'strongPassword'
  | 'passwordMismatch'
  | 'loginPasswordMin'
  | 'acceptTerms'
  | 'code';

export interface ValidationMessage {
  key: ValidationKey;
  params?: Record<string, number | string>;
}
export type FieldErrors<F extends string> = Partial<Record<F, ValidationMessage>>;

const msg = (key: ValidationKey, params?: ValidationMessage['params']): ValidationMessage => (params ? { key, params } : { key });
const blank = (value: string | undefined | null): boolean => !value || value.trim() === '';

// --- single-field rules: each returns the first failing message, or undefined --------------------

export function checkEmail(value: string | undefined): ValidationMessage | undefined {
  if (blank(value)) return msg('required');
  const v = value!.trim();
  if (v.length > LIMITS.emailMax || !EMAIL.test(v)) return msg('invalidEmail');
  return undefined;
}

export function checkEnglishName(value: string | undefined): ValidationMessage | undefined {
  if (blank(value)) return msg('required');
  const v = value!.trim();
  if (v.length > LIMITS.nameMax) return msg('maxLength', { max: LIMITS.nameMax });
  if (!ENGLISH_NAME.test(v)) return msg('englishName');
  return undefined;
}

/** A5.3: optional at sign-up (as on the server); when given, 8 to 13 digits. */
export function checkPhone(value: string | undefined, required = false): ValidationMessage | undefined {
  if (blank(value)) return required ? msg('required') : undefined;
  return PHONE.test(value!.trim().replace(/[\s-]/g, '')) ? undefined : msg('phone');
}

/** A5.4 sign-up / reset / change: the strong-password rule. */
export function checkStrongPassword(value: string | undefined): ValidationMessage | undefined {
  if (!value) return msg('required');
  return STRONG_PASSWORD.test(value) ? undefined : msg('strongPassword');
}

/** A5.4 login: at least 8 characters (no strength rule: old passwords must still sign in). */
export function checkLoginPassword(value: string | undefined): ValidationMessage | undefined {
  if (!value) return msg('required');
  return value.length >= LIMITS.loginPasswordMin ? undefined : msg('loginPasswordMin');
}

export function checkConfirmation(password: string | undefined, confirmation: string | undefined): ValidationMessage | undefined {
  if (!confirmation) return msg('required');
  return password === confirmation ? undefined : msg('passwordMismatch');
}

export function checkRequired(value: string | undefined | null): ValidationMessage | undefined {
  return blank(value) ? msg('required') : undefined;
}

export function checkCode(value: string | undefined): ValidationMessage | undefined {
  if (blank(value)) return msg('required');
  return OTP_CODE.test(value!.trim()) ? undefined : msg('code');
}

function collect<F extends string>(checks: Record<F, ValidationMessage | undefined>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) if (checks[field]) out[field] = checks[field];
  return out;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

// --- whole forms ----------------------------------------------------------------------------------

export interface LoginForm {
  email: string;
  password: string;
  captchaValue: string;
}
/** A2.19, A5.4, A5.12: the captcha is required only when the server issued one. */
export function validateLogin(form: LoginForm, captchaRequired: boolean): FieldErrors<keyof LoginForm> {
  return collect({
    email: checkEmail(form.email),
    password: checkLoginPassword(form.password),
    captchaValue: captchaRequired ? checkRequired(form.captchaValue) : undefined,
  });
}

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirm: string;
  acceptTerms: boolean;
}
/** A5.2, A5.3, A5.4, A5.6 */
export function validateSignup(form: SignupForm): FieldErrors<keyof SignupForm> {
  return collect({
    firstName: checkEnglishName(form.firstName),
    lastName: checkEnglishName(form.lastName),
    email: checkEmail(form.email),
    phone: checkPhone(form.phone),
    password: checkStrongPassword(form.password),
    passwordConfirm: checkConfirmation(form.password, form.passwordConfirm),
    acceptTerms: form.acceptTerms ? undefined : msg('acceptTerms'),
  });
}

export interface EmailForm {
  email: string;
}
export function validateEmailForm(form: EmailForm): FieldErrors<keyof EmailForm> {
  return collect({ email: checkEmail(form.email) });
}

export interface ResetPasswordForm {
  password: string;
  passwordConfirm: string;
}
export function validateResetPassword(form: ResetPasswordForm): FieldErrors<keyof ResetPasswordForm> {
  return collect({ password: checkStrongPassword(form.password), passwordConfirm: checkConfirmation(form.password, form.passwordConfirm) });
}

export interface ChangePasswordForm {
  passwordCurrent: string;
  password: string;
  passwordConfirm: string;
}
export function validateChangePassword(form: ChangePasswordForm): FieldErrors<keyof ChangePasswordForm> {
  return collect({
    passwordCurrent: checkRequired(form.passwordCurrent),
    password: checkStrongPassword(form.password),
    passwordConfirm: checkConfirmation(form.password, form.passwordConfirm),
  });
}

export interface CodeForm {
  code: string;
}
export function validateCode(form: CodeForm): FieldErrors<keyof CodeForm> {
  return collect({ code: checkCode(form.code) });
}
