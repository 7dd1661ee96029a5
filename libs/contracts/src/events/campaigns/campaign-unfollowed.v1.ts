import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A user stopped following a campaign. */
export const CampaignUnfollowedV1 = defineEvent({
  type: 'campaigns.campaign-unfollowed',
  version: 1,
  source: 'campaigns',
  description: 'A user stopped following a campaign.',
  schema: z.object({
    campaignId: z.string(),
    userId: z.string(),
  }),
});
