import { z } from 'zod';
import { defineEvent } from '../define-event';

/** What changed on a campaign's team or its lead investors (A3.18: the person who changed it sees it in their activity log). */
export const TEAM_CHANGES = ['member-added', 'member-updated', 'member-removed', 'lead-added', 'lead-updated', 'lead-removed'] as const;

/**
 * An owner (or an administrator) changed a campaign's team members or lead investors. Notifications
 * records it in the activity log of whoever made the change, with the campaign's link.
 */
export const CampaignTeamChangedV1 = defineEvent({
  type: 'campaigns.team-changed',
  version: 1,
  source: 'campaigns',
  description: "A campaign's team member or lead investor was added, changed or removed; the person who did it sees it in their activity log.",
  schema: z.object({
    campaignId: z.string(),
    campaignName: z.string(),
    slug: z.string(),
    actorId: z.string(),
    change: z.enum(TEAM_CHANGES),
    /** The team member's or lead investor's name. */
    name: z.string(),
  }),
});
