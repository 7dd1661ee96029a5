import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { otpCode, phoneNumber } from './fields';
import { phoneCodeSentSchema, phoneVerifiedSchema } from './answers';

export const changeNumberSchema = z.object({ phone: phoneNumber() });

export const changeNumberEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/change-number',
  access: 'user',
  context: 'identity',
  answer: phoneCodeSentSchema,
  summary: 'A4.4 A new mobile number (A5.3: 8 to 13 digits); an SMS code confirms it.',
  body: changeNumberSchema,
});

export const resendPhoneOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/resend-otp',
  access: 'user',
  context: 'identity',
  answer: phoneCodeSentSchema,
  summary: 'A4.4 Send the mobile number\'s code again (after the countdown).',
});

export const verifyPhoneOtpSchema = z.object({ code: otpCode() });

export const verifyPhoneOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/verify-otp',
  access: 'user',
  context: 'identity',
  answer: phoneVerifiedSchema,
  summary: 'A4.4 Confirm the mobile number with the SMS code ("Time expired" after its validity).',
  body: verifyPhoneOtpSchema,
});
