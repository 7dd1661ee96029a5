import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { IDENTITY_LIMITS, optionalEmail, otpCode, typedPassword } from './fields';
import { codeSentSchema, otpToolChangedSchema, qrCodeSchema } from './answers';

export const OTP_TOOLS = ['NONE', 'EMAIL', '2FA'] as const;
export type OtpTool = (typeof OTP_TOOLS)[number];

export const qrCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/regenerate-qr-code',
  access: 'user',
  context: 'identity',
  answer: qrCodeSchema,
  summary: 'A4.15 The authenticator app\'s QR code and secret for the signed-in user (kept until confirmed).',
});

export const regenerateQrCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/regenerate-qr-code',
  access: 'user',
  context: 'identity',
  answer: qrCodeSchema,
  summary: 'A4.15 A new authenticator secret and QR code (the previous one stops working once confirmed).',
});

/**
 * The first code of the app, proving the QR code was scanned, and the account's password: making
 * the app the second factor is a change of the second factor (issue 10 item 9).
 */
export const confirmTotpSchema = z.object({ code: otpCode(), password: typedPassword('identity.loginFailed', 'identity.passwordRequired'), email: optionalEmail() });

export const confirmTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/validateSignupTwoFactorUser',
  access: 'user',
  context: 'identity',
  answer: otpToolChangedSchema,
  summary: 'A4.15 Confirm the authenticator app with its first code.',
  body: confirmTotpSchema,
});

/**
 * A change of the second factor needs the password and a code from the channel that proves it:
 * the e-mailed code (users/two-factor-code) to turn e-mailed codes on or off, the app's code to
 * turn the app on or off. Choosing the method already in use needs neither.
 */
export const switchTwoFactorSchema = z.object({
  email: optionalEmail(),
  /** EMAIL: e-mailed code; 2FA: authenticator app (set up first); NONE: off. */
  otpPreferenceTool: z.optional(z.enum(OTP_TOOLS, 'identity.otpToolInvalid')),
  password: z.optional(z.string('identity.passwordRequired').check(z.maxLength(IDENTITY_LIMITS.passwordMax, 'identity.loginFailed'))),
  code: z.optional(z.string('identity.codeFormat').check(z.maxLength(6, 'identity.codeFormat'))),
});

/** Sends the e-mailed code that confirms a change of the second factor (10 minutes, a new one replaces it). */
export const twoFactorCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/two-factor-code',
  access: 'user',
  context: 'identity',
  answer: codeSentSchema,
  summary: 'A4.15 E-mail a code confirming a change of the second factor (turning e-mailed codes on, or the second factor off).',
});

export const switchTwoFactorEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'users/switch-to-two-factor-auth',
  access: 'user',
  context: 'identity',
  answer: otpToolChangedSchema,
  summary: 'A4.15 Choose the second factor (e-mailed code, authenticator app, or none), switchable at any time.',
  body: switchTwoFactorSchema,
});
