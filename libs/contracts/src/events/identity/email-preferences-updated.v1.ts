import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * The user's e-mail preferences, in full after a change: notifications keeps a copy and skips the
 * kinds of e-mail the user turned off.
 */
export const EmailPreferencesUpdatedV1 = defineEvent({
  type: 'identity.email-preferences-updated',
  version: 1,
  source: 'identity',
  description: "The user's e-mail preferences, in full after a change; notifications skips the kinds turned off.",
  schema: z.object({
    userId: z.string(),
    investedCampaign: z.boolean(),
    savedCampaign: z.boolean(),
    newInvestment: z.boolean(),
    newComment: z.boolean(),
    newUpdateFromOwner: z.boolean(),
  }),
});
