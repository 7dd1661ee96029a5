import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A session ended by logout. */
export const UserLoggedOutV1 = defineEvent({
  type: 'identity.user-logged-out',
  version: 1,
  source: 'identity',
  description: 'A session ended by logout.',
  schema: z.object({
    userId: z.string(),
    sessionId: z.string(),
  }),
});
