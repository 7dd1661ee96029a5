import { z } from 'zod';
import { defineEvent } from '../define-event';

/** The owner (or an administrator) removed an update of a campaign. */
export const CampaignUpdateRemovedV1 = defineEvent({
  type: 'campaigns.update-removed',
  version: 1,
  source: 'campaigns',
  description: 'The owner (or an administrator) removed an update of a campaign.',
  schema: z.object({
    updateId: z.string(),
    campaignId: z.string(),
  }),
});
