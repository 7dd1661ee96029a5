/**
 * The sign-in, sign-up, password and code forms. Their rules are the identity service's REST
 * contracts (@cf/contracts/rest: `signupSchema`, `loginSchema`…), run in the browser; this file only
 * words the contract's message keys as the forms' `validation.*` texts. The server's own message is
 * shown when it refuses.
 */
import { IDENTITY_LIMITS, loginSchema, resetPasswordSchema, signupSchema, twoFactorLoginSchema, updatePasswordSchema } from '@cf/contracts/rest';
import { firstBroken, rule, type RuleMessage } from './contract-rules';

export { IDENTITY_LIMITS as LIMITS };

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

/** The identity contracts' message keys in the forms' words. */
const IDENTITY_TEXTS: Record<string, RuleMessage> = {
  'common.required': rule('required'),
  'common.invalidEmail': rule('invalidEmail'),
  'identity.nameEnglish': rule('englishName'),
  'identity.nameTooLong': rule('maxLength', { max: IDENTITY_LIMITS.nameMax }),
  'identity.phoneInvalid': rule('phone'),
  'identity.passwordWeak': rule('strongPassword'),
  'identity.passwordMismatch': rule('passwordMismatch'),
  'identity.loginPasswordShort': rule('loginPasswordMin'),
  'identity.loginFailed': rule('maxLength', { max: IDENTITY_LIMITS.passwordMax }),
  'identity.acceptTerms': rule('acceptTerms'),
  'identity.codeFormat': rule('code'),
};

const check = (schema: Parameters<typeof firstBroken>[0], value: unknown) => firstBroken(schema, value, IDENTITY_TEXTS) as ValidationMessage | undefined;

// --- single fields: each returns the first broken rule, or undefined --------------------------------

export const checkEmail = (value: string | undefined) => check(signupSchema.shape.email, value ?? '');
export const checkEnglishName = (value: string | undefined) => check(signupSchema.shape.firstName, value ?? '');
/** A5.3: optional at sign-up (as on the server); when given, 8 to 13 digits. */
export const checkPhone = (value: string | undefined) => check(signupSchema.shape.phone, value ?? '');
/** A5.4 sign-up / reset / change: the strong-password rule. */
export const checkStrongPassword = (value: string | undefined) => check(signupSchema.shape.password, value ?? '');
/** A5.4 login: at least 8 characters (no strength rule: old passwords must still sign in). */
export const checkLoginPassword = (value: string | undefined) => check(loginSchema.shape.password, value ?? '');
export const checkRequired = (value: string | undefined | null) => check(updatePasswordSchema.shape.passwordCurrent, value ?? '');
export const checkCode = (value: string | undefined) => check(twoFactorLoginSchema.shape.code, value ?? '');

/** "Password doesn't match": the contract's refinement over both fields. */
export function checkConfirmation(password: string | undefined, confirmation: string | undefined): ValidationMessage | undefined {
  const required = checkRequired(confirmation);
  if (required) return required;
  const result = resetPasswordSchema.safeParse({ password: password ?? '', passwordConfirm: confirmation });
  const mismatch = result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'passwordConfirm');
  return mismatch ? (IDENTITY_TEXTS[mismatch.message] as ValidationMessage) : undefined;
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
    acceptTerms: check(signupSchema.shape.acceptTerms, form.acceptTerms),
  });
}

export interface ChildHandoverForm {
  email: string;
  password: string;
  passwordConfirm: string;
  acceptTerms: boolean;
}
/** ADR 0026: the child's own sign-in (A5.4 strong password, A5.6 terms), the same rules as a sign-up. */
export function validateChildHandover(form: ChildHandoverForm): FieldErrors<keyof ChildHandoverForm> {
  return collect({
    email: checkEmail(form.email),
    password: checkStrongPassword(form.password),
    passwordConfirm: checkConfirmation(form.password, form.passwordConfirm),
    acceptTerms: check(signupSchema.shape.acceptTerms, form.acceptTerms),
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

/** A change of the second factor: the password and the code that proves it. */
export interface ProvenCodeForm {
  code: string;
  password: string;
}
export function validateProvenCode(form: ProvenCodeForm): FieldErrors<keyof ProvenCodeForm> {
  return collect({ code: checkCode(form.code), password: checkRequired(form.password) });
}
