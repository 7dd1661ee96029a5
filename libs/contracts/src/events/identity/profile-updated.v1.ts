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
    /** Optional (added later): the new value when it is among `fields`, for those who write to the person (their e-mails' language and greeting). */
    language: z.enum(['ar', 'en', 'fr']).optional(),
    firstName: z.string().optional(),
  }),
});
