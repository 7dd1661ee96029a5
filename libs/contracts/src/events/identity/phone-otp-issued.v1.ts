import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A one-time code was issued to confirm a mobile number; notifications sends it by SMS. */
export const PhoneOtpIssuedV1 = defineEvent({
  type: 'identity.phone-otp-issued',
  version: 1,
  source: 'identity',
  description: 'A one-time code was issued to confirm a mobile number; notifications sends it by SMS.',
  schema: z.object({
    userId: z.string(),
    phone: z.string().regex(/^\+?[0-9]{8,13}$/),
    code: z.string().regex(/^[0-9]{6}$/),
    expiresAt: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
