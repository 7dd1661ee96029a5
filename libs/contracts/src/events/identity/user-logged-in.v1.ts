import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A user signed in (after any second factor). */
export const UserLoggedInV1 = defineEvent({
  type: 'identity.user-logged-in',
  version: 1,
  source: 'identity',
  description: 'A user signed in (after any second factor).',
  schema: z.object({
    userId: z.string(),
    method: z.enum(['password', 'two-factor-email', 'two-factor-app', 'social']),
    ip: z.string().nullable(),
  }),
});
