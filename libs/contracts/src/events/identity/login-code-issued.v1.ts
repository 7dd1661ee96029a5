import { z } from 'zod';
import { defineEvent } from '../define-event';

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
    code: z.string().regex(/^[0-9]{6}$/),
    expiresAt: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
