import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';

/** An e-mailed code that confirms a change of the second factor (turning e-mailed codes on, or the factor off). */
export const TwoFactorCodeIssuedV1 = defineEvent({
  type: 'identity.two-factor-code-issued',
  version: 1,
  source: 'identity',
  description: 'An e-mailed code that confirms a change of the second factor (turning e-mailed codes on, or the factor off).',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
    firstName: z.string(),
    /** The code, sealed for notifications (DELIVERY_KEYRING): never readable on the bus. */
    sealedCode: sealedSecretSchema,
    expiresAt: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
