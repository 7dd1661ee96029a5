import * as z from 'zod/mini';
import { checkedByService, defineEndpoint } from '../define-endpoint';
import { email, IDENTITY_LIMITS, otpCode, requiredString } from './fields';
import { USER_TYPES } from './registration';
import { codeSentSchema, loginAnswerSchema, messageAnswerSchema, tokenAnswerSchema } from './answers';

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** A3.2 login payload: email, password, captchaValue (+ captchaId of recaptcha/front), createdAt. */
export const loginSchema = z.object({
  email: email(),
  /** A5.4: at least 8 characters (strength is checked at sign-up: old passwords must still sign in). */
  password: z
    .string('common.required')
    .check(z.minLength(1, 'common.required'), z.minLength(IDENTITY_LIMITS.loginPasswordMin, 'identity.loginPasswordShort'), z.maxLength(IDENTITY_LIMITS.passwordMax, 'identity.loginFailed')),
  /** The characters of the captcha image. */
  captchaValue: z.optional(z.string('identity.captchaMismatch').check(z.maxLength(20, 'identity.captchaMismatch'))),
  /** captchaId from GET recaptcha/front. */
  captchaId: z.optional(z.string('identity.captchaMismatch').check(z.maxLength(64, 'identity.captchaMismatch'))),
  /** The client's time of the attempt; informative only. */
  createdAt: checkedByService(z.optional(z.unknown()), { description: 'Ignored: kept for clients that send it.', type: 'string', maxLength: 40 }),
});
export type LoginRequest = z.input<typeof loginSchema>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/login',
  access: 'public',
  context: 'identity',
  answer: loginAnswerSchema,
  wholeAnswer: true,
  summary: 'A7.2 Sign in: the token at the top level, or a second-factor challenge (A3.2, A4.1); a captcha after failed attempts (A5.12).',
  body: loginSchema,
  example: { email: 'investor1@demo.om', password: 'Investor#2026pass' },
});

export const twoFactorLoginSchema = z.object({
  email: email(),
  otpPreferenceTool: z.optional(z.enum(['EMAIL', '2FA'], 'identity.otpToolInvalid')),
  code: otpCode(),
});

export const twoFactorLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/validateLoginTwoFactorUser',
  access: 'public',
  context: 'identity',
  answer: tokenAnswerSchema,
  wholeAnswer: true,
  summary: 'A4.1 The second factor of a sign-in: the e-mailed or authenticator code.',
  body: twoFactorLoginSchema,
});

export const resendLoginOtpSchema = z.object({ email: email() });

export const resendLoginOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/resend-login-otp',
  access: 'public',
  context: 'identity',
  answer: codeSentSchema,
  summary: 'A4.1 E-mail a new sign-in code.',
  body: resendLoginOtpSchema,
});

export const socialLoginSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, 'identity.providerInvalid'),
  /** The provider's OpenID Connect ID token (a signed JWT). */
  idToken: requiredString('common.required', 'identity.socialTokenInvalid').check(z.maxLength(8192, 'identity.socialTokenInvalid')),
  /** For a new account only. */
  userType: z.optional(z.enum(USER_TYPES, 'identity.userTypeInvalid')),
});

export const socialLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/social-login',
  access: 'public',
  context: 'identity',
  answer: loginAnswerSchema,
  wholeAnswer: true,
  summary: 'A7.2 Sign in (or sign up) with Google, Facebook or LinkedIn from the provider\'s ID token.',
  body: socialLoginSchema,
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/logout',
  access: 'public',
  context: 'identity',
  answer: messageAnswerSchema,
  summary: 'A7.2 Sign out: the session of the token sent, if any, ends.',
});
