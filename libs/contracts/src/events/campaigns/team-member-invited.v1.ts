import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A campaign owner added (or re-invited) a team member; the member is e-mailed. */
export const TeamMemberInvitedV1 = defineEvent({
  type: 'campaigns.team-member-invited',
  version: 1,
  source: 'campaigns',
  description: 'A campaign owner added (or re-invited) a team member; the member is e-mailed.',
  schema: z.object({
    campaignId: z.string(),
    memberId: z.string(),
    email: z.string().email(),
    fullName: z.string(),
    role: z.string(),
    campaignName: z.string(),
    inviterName: z.string(),
    link: z.string().url(),
    resent: z.boolean(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
