import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A campaign was submitted for review (status 1 pending); the owner is e-mailed. */
export const CampaignSubmittedV1 = defineEvent({
  type: 'campaigns.campaign-submitted',
  version: 1,
  source: 'campaigns',
  description: 'A campaign was submitted for review (status 1 pending); the owner is e-mailed.',
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    ownerEmail: z.string().email(),
    ownerName: z.string().nullable(),
    campaignName: z.string(),
    slug: z.string(),
    link: z.string().url(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
