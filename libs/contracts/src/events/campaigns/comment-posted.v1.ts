import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A comment or reply was posted on a campaign (pending moderation, or approved at once when by the owner or an admin). */
export const CommentPostedV1 = defineEvent({
  type: 'campaigns.comment-posted',
  version: 1,
  source: 'campaigns',
  description: 'A comment or reply was posted on a campaign (pending moderation, or approved at once when by the owner or an admin).',
  schema: z.object({
    commentId: z.string(),
    campaignId: z.string(),
    parentCommentId: z.string().nullable(),
    userId: z.string(),
    status: z.enum(['pending', 'approved']),
  }),
});
