import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';

/** An e-mailed two-factor sign-in code was issued. */
export const LoginCodeIssuedV1 = defineEvent({
  type: 'identity.login-code-issued',
  version: 1,
  source: 'identity',
  description: 'An e-mailed two-factor sign-in code was issued.',
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
