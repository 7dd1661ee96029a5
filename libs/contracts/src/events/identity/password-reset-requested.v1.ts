import { z } from 'zod';
import { defineEvent } from '../define-event';

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
    link: z.string().url(),
    expiresAt: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
