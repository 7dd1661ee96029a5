import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';

/** A one-time code was issued to confirm a mobile number; notifications sends it by SMS. */
export const PhoneOtpIssuedV1 = defineEvent({
  type: 'identity.phone-otp-issued',
  version: 1,
  source: 'identity',
  description: 'A one-time code was issued to confirm a mobile number; notifications sends it by SMS.',
  schema: z.object({
    userId: z.string(),
    phone: z.string().regex(/^\+?[0-9]{8,13}$/),
    /** The code, sealed for notifications (DELIVERY_KEYRING): never readable on the bus. */
    sealedCode: sealedSecretSchema,
    expiresAt: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
