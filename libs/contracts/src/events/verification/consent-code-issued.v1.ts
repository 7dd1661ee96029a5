import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';

/** A code was issued to confirm the consent agreement's signature; notifications texts it. */
export const ConsentCodeIssuedV1 = defineEvent({
  type: 'verification.consent-code-issued',
  version: 1,
  source: 'verification',
  description: "A code was issued to confirm the consent agreement's signature (A4.4); notifications sends it by SMS.",
  schema: z.object({
    verificationId: z.string(),
    userId: z.string(),
    phone: z.string().regex(/^\+?[0-9]{8,13}$/),
    /** The code, sealed for notifications (DELIVERY_KEYRING): never readable on the bus. */
    sealedCode: sealedSecretSchema,
    expiresAt: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
