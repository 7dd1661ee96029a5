import { z } from 'zod';
import { defineEvent } from '../define-event';

/** One user stopped following another. */
export const UserUnfollowedV1 = defineEvent({
  type: 'identity.user-unfollowed',
  version: 1,
  source: 'identity',
  description: 'One user stopped following another.',
  schema: z.object({
    followerId: z.string(),
    followeeId: z.string(),
  }),
});
