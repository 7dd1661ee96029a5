import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { optionalEmail, otpCode } from './fields';

export const OTP_TOOLS = ['NONE', 'EMAIL', '2FA'] as const;
export type OtpTool = (typeof OTP_TOOLS)[number];

export const qrCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/regenerate-qr-code',
  access: 'user',
  context: 'identity',
  summary: 'A4.15 The authenticator app\'s QR code and secret for the signed-in user (kept until confirmed).',
});

export const regenerateQrCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/regenerate-qr-code',
  access: 'user',
  context: 'identity',
  summary: 'A4.15 A new authenticator secret and QR code (the previous one stops working once confirmed).',
});

/** The first code of the app, proving the QR code was scanned. */
export const confirmTotpSchema = z.object({ code: otpCode(), email: optionalEmail() });

export const confirmTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/validateSignupTwoFactorUser',
  access: 'user',
  context: 'identity',
  summary: 'A4.15 Confirm the authenticator app with its first code.',
  body: confirmTotpSchema,
});

export const switchTwoFactorSchema = z.object({
  email: optionalEmail(),
  /** EMAIL: e-mailed code; 2FA: authenticator app (set up first); NONE: off. */
  otpPreferenceTool: z.optional(z.enum(OTP_TOOLS, 'identity.otpToolInvalid')),
});

export const switchTwoFactorEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'users/switch-to-two-factor-auth',
  access: 'user',
  context: 'identity',
  summary: 'A4.15 Choose the second factor (e-mailed code, authenticator app, or none), switchable at any time.',
  body: switchTwoFactorSchema,
});
