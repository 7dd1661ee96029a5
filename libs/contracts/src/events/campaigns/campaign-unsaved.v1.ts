import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A user removed a campaign from their saved list. */
export const CampaignUnsavedV1 = defineEvent({
  type: 'campaigns.campaign-unsaved',
  version: 1,
  source: 'campaigns',
  description: 'A user removed a campaign from their saved list.',
  schema: z.object({
    campaignId: z.string(),
    userId: z.string(),
  }),
});
