import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An administrator declined a campaign (status 3) with a reason; the owner is e-mailed. */
export const CampaignDeclinedV1 = defineEvent({
  type: 'campaigns.campaign-declined',
  version: 1,
  source: 'campaigns',
  description: 'An administrator declined a campaign (status 3) with a reason; the owner is e-mailed.',
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    ownerEmail: z.string().email(),
    ownerName: z.string().nullable(),
    campaignName: z.string(),
    declinedBy: z.string(),
    reason: z.string(),
    link: z.string().url(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
