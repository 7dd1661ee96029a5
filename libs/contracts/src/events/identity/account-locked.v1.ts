import { z } from 'zod';
import { defineEvent } from '../define-event';

/** Too many failed sign-ins: the account is locked for a while. */
export const AccountLockedV1 = defineEvent({
  type: 'identity.account-locked',
  version: 1,
  source: 'identity',
  description: 'Too many failed sign-ins: the account is locked for a while.',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
    lockedUntil: z.string().datetime(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
