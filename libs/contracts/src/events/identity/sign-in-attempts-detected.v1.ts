import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * Many failed sign-ins on one account from any number of addresses: from now on its password must
 * be followed by an e-mailed code, and the owner is told. Published once per wave of attempts.
 */
export const SignInAttemptsDetectedV1 = defineEvent({
  type: 'identity.sign-in-attempts-detected',
  version: 1,
  source: 'identity',
  description:
    'Many failed sign-ins on one account: its password must now be followed by an e-mailed code, and the owner is told by e-mail (once per wave of attempts). The account is never locked.',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
    firstName: z.string(),
    failures: z.number().int().positive(),
    since: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
