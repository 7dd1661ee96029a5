import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A user saved a campaign (saved campaigns list). */
export const CampaignSavedV1 = defineEvent({
  type: 'campaigns.campaign-saved',
  version: 1,
  source: 'campaigns',
  description: 'A user saved a campaign (saved campaigns list).',
  schema: z.object({
    campaignId: z.string(),
    userId: z.string(),
    savedCampaignId: z.string(),
  }),
});
