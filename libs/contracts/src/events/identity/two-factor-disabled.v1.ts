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
  }),
});
