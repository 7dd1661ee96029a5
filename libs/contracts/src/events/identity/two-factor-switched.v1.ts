import { z } from 'zod';
import { defineEvent } from '../define-event';

/** The second factor changed between e-mailed code and authenticator app. */
export const TwoFactorSwitchedV1 = defineEvent({
  type: 'identity.two-factor-switched',
  version: 1,
  source: 'identity',
  description: 'The second factor changed between e-mailed code and authenticator app.',
  schema: z.object({
    userId: z.string(),
    /** Who gets the security e-mail (absent on events written before it was sent). */
    email: z.string().email().optional(),
    firstName: z.string().optional(),
    language: z.enum(['ar', 'en', 'fr']).optional(),
    method: z.enum(['EMAIL', '2FA']),
  }),
});
