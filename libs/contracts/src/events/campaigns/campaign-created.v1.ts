import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A campaign owner started a campaign (a draft). */
export const CampaignCreatedV1 = defineEvent({
  type: 'campaigns.campaign-created',
  version: 1,
  source: 'campaigns',
  description: 'A campaign owner started a campaign (a draft).',
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    termsSlug: z.enum(['equity', 'equity-with-dividends', 'debt']),
    slug: z.string(),
  }),
});
