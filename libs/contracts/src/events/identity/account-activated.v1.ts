import { z } from 'zod';
import { defineEvent } from '../define-event';

/** The user followed a valid activation link. */
export const AccountActivatedV1 = defineEvent({
  type: 'identity.account-activated',
  version: 1,
  source: 'identity',
  description: 'The user followed a valid activation link.',
  schema: z.object({
    userId: z.string(),
    email: z.string().email(),
  }),
});
