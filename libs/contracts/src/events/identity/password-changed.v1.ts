import { z } from 'zod';
import { defineEvent } from '../define-event';

/** The password changed (update or reset); every earlier session ended. */
export const PasswordChangedV1 = defineEvent({
  type: 'identity.password-changed',
  version: 1,
  source: 'identity',
  description: 'The password changed (update or reset); every earlier session ended.',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
    firstName: z.string(),
    via: z.enum(['update', 'reset']),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
