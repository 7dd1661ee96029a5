import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A person signed up; the account waits for activation. */
export const UserRegisteredV1 = defineEvent({
  type: 'identity.user-registered',
  version: 1,
  source: 'identity',
  description: 'A person signed up; the account waits for activation.',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
    firstName: z.string(),
    lastName: z.string(),
    language: z.enum(['ar', 'en', 'fr']),
    /** Optional (added later): 'investor' or 'owner'. */
    userType: z.string().optional(),
    /** Optional (added later): how the account was made; social and seeded accounts are active at once. */
    method: z.enum(['email', 'social', 'seed', 'child-handover']).optional(),
  }),
});
