import { z } from 'zod';
import { defineEvent } from '../define-event';

/** One user started following another. */
export const UserFollowedV1 = defineEvent({
  type: 'identity.user-followed',
  version: 1,
  source: 'identity',
  description: 'One user started following another.',
  schema: z.object({
    followerId: z.string(),
    followeeId: z.string(),
  }),
});
