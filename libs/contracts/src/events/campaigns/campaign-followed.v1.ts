import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A user followed a campaign. */
export const CampaignFollowedV1 = defineEvent({
  type: 'campaigns.campaign-followed',
  version: 1,
  source: 'campaigns',
  description: 'A user followed a campaign.',
  schema: z.object({
    campaignId: z.string(),
    userId: z.string(),
  }),
});
