import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A user invited someone by e-mail. */
export const InviteSentV1 = defineEvent({
  type: 'identity.invite-sent',
  version: 1,
  source: 'identity',
  description: 'A user invited someone by e-mail.',
  schema: z.object({
    inviterId: z.string(),
    inviterName: z.string(),
    email: z.string().email(),
    message: z.string().max(500).nullable(),
    link: z.string().url(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
