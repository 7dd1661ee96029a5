import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An administrator approved a campaign (status 2 active); the owner is e-mailed. */
export const CampaignApprovedV1 = defineEvent({
  type: 'campaigns.campaign-approved',
  version: 1,
  source: 'campaigns',
  description: 'An administrator approved a campaign (status 2 active); the owner is e-mailed.',
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    ownerEmail: z.string().email(),
    ownerName: z.string().nullable(),
    campaignName: z.string(),
    slug: z.string(),
    approvedBy: z.string(),
    goal: z.number().int().nonnegative(),
    openDate: z.string().nullable(),
    closeDate: z.string().nullable(),
    link: z.string().url(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
