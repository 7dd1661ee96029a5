import { z } from 'zod';
import { defineEvent } from '../define-event';

/** Profile fields changed (names of the fields only). */
export const ProfileUpdatedV1 = defineEvent({
  type: 'identity.profile-updated',
  version: 1,
  source: 'identity',
  description: 'Profile fields changed (names of the fields only).',
  schema: z.object({
    userId: z.string(),
    fields: z.array(z.string()),
  }),
});
