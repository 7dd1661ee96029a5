import { z } from 'zod';
import { defineEvent } from '../define-event';

/** The owner (or an administrator) posted or edited an update of a campaign (C1.2); its investors read it in /investments. */
export const CampaignUpdatePublishedV1 = defineEvent({
  type: 'campaigns.update-published',
  version: 1,
  source: 'campaigns',
  description: "The owner (or an administrator) posted or edited an update of a campaign (C1.2): the whole update, so a reader keeps the latest; its investors read it in /investments.",
  schema: z.object({
    updateId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    campaignSlug: z.string(),
    title: z.string().nullable(),
    description: z.string(),
    postedAt: z.string(),
    editedAt: z.string(),
  }),
});
