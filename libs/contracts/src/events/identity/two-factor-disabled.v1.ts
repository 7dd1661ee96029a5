import { z } from 'zod';
import { defineEvent } from '../define-event';

/** The user turned the second factor off: sign-in needs the password (and captcha) only. */
export const TwoFactorDisabledV1 = defineEvent({
  type: 'identity.two-factor-disabled',
  version: 1,
  source: 'identity',
  description: 'The user turned the second factor off: sign-in needs the password (and captcha) only.',
  schema: z.object({
    userId: z.string(),
    /** Who gets the security e-mail (absent on events written before it was sent). */
    email: z.string().email().optional(),
    firstName: z.string().optional(),
    language: z.enum(['ar', 'en', 'fr']).optional(),
  }),
});
