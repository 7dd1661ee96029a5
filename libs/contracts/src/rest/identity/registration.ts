import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../../http/envelope';
import { defineEndpoint } from '../define-endpoint';
import { before, email, englishName, passwordsMatch, PHONE, requiredString, strongPassword, typedPassword } from './fields';
import { activatedSchema, messageAnswerSchema, signedUpSchema } from './answers';

export const USER_TYPES = ['investor', 'owner'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** POST users/signup (A5.2-A5.4, A5.6). */
export const signupSchema = z
  .object({
    firstName: englishName(),
    lastName: englishName(),
    email: email(),
    /** Optional at sign-up; when given, 8 to 13 digits. */
    phone: before(
      (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') || undefined : value),
      z.optional(z.string('identity.phoneInvalid').check(z.maxLength(14, 'identity.phoneInvalid'), z.regex(PHONE, 'identity.phoneInvalid'))),
    ),
    password: strongPassword(),
    passwordConfirm: typedPassword('identity.passwordMismatch'),
    /** A5.6: the terms must be accepted (a form may send its unticked box: refused with the message). */
    acceptTerms: before((value) => value === true || value === 'true' || value === 1 || value === '1', z.boolean('identity.acceptTerms').check(z.refine((accepted) => accepted, 'identity.acceptTerms'))),
    language: z.optional(z.enum(SUPPORTED_LANGUAGES, 'identity.languageInvalid')),
    userType: z.optional(z.enum(USER_TYPES, 'identity.userTypeInvalid')),
  })
  .check(passwordsMatch);
export type SignupRequest = z.input<typeof signupSchema>;

export const signupEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/signup',
  access: 'public',
  context: 'identity',
  answer: signedUpSchema,
  summary: 'A7.2 Create an account (A5.2 English names up to 20 letters, A5.3 phone 8 to 13 digits, A5.4 a strong password, A5.6 terms accepted); an activation link is e-mailed.',
  body: signupSchema,
  example: { firstName: 'Salim', lastName: 'Al-Harthy', email: 'salim@example.om', phone: '+96891234567', password: 'Muscat#2026pass', passwordConfirm: 'Muscat#2026pass', acceptTerms: true, language: 'ar', userType: 'investor' },
  created: true,
});

/** The token of /activate-account/{userId}/{token}/{authType}. */
export const activationSchema = z.object({ token: requiredString('common.required', 'identity.activationInvalid').check(z.maxLength(200, 'identity.activationInvalid')) });

export const activateAccountEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'users/activeAccount/:userId',
  access: 'public',
  context: 'identity',
  answer: activatedSchema,
  summary: 'A7.4 Activate an account with the token of its e-mailed link (the activation page posts it).',
  body: activationSchema,
});

export const resendActivationSchema = z.object({ email: email() });

export const resendActivationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/resendUserActivationLink',
  access: 'public',
  context: 'identity',
  answer: messageAnswerSchema,
  summary: 'A7.4 E-mail a new activation link (the same answer whether or not the address has an account).',
  body: resendActivationSchema,
});


