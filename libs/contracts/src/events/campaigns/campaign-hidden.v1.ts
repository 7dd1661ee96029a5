import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An administrator hid a campaign (status 6) or showed it again (hidden false). */
export const CampaignHiddenV1 = defineEvent({
  type: 'campaigns.campaign-hidden',
  version: 1,
  source: 'campaigns',
  description: 'An administrator hid a campaign (status 6) or showed it again (hidden false).',
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    hidden: z.boolean(),
    status: z.number().int().min(0).max(6),
    by: z.string(),
  }),
});
