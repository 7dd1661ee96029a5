import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A live campaign closed as successful (status 4) or unsuccessful (status 5). */
export const CampaignClosedV1 = defineEvent({
  type: 'campaigns.campaign-closed',
  version: 1,
  source: 'campaigns',
  description: 'A live campaign closed as successful (status 4) or unsuccessful (status 5).',
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    outcome: z.enum(['successful', 'unsuccessful']),
    raisedAmount: z.number().int().nonnegative(),
    goal: z.number().int().nonnegative(),
  }),
});
