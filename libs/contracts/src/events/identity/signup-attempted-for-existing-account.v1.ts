import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * Someone signed up with the address of an existing account. The sign-up got the same answer as a
 * new one (whether an address has an account is not told to whoever types it); the owner is told
 * by e-mail instead.
 */
export const SignupAttemptedForExistingAccountV1 = defineEvent({
  type: 'identity.signup-attempted-for-existing-account',
  version: 1,
  source: 'identity',
  description: 'Someone signed up with the address of an existing account; the owner is told by e-mail (the sign-up itself got the answer a new account gets).',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
    firstName: z.string(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
