import { z } from 'zod';
import { defineEvent, sealedSecretSchema } from '../define-event';

/** A single-use password reset link was issued. */
export const PasswordResetRequestedV1 = defineEvent({
  type: 'identity.password-reset-requested',
  version: 1,
  source: 'identity',
  description: 'A single-use password reset link was issued.',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
    firstName: z.string(),
    /** The link with its token, sealed for notifications (DELIVERY_KEYRING): never readable on the bus. */
    sealedLink: sealedSecretSchema,
    expiresAt: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
