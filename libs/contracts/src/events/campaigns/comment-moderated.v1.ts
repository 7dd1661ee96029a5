import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A moderator set a comment's status (APPROVE, DECLINE or SPAM). */
export const CommentModeratedV1 = defineEvent({
  type: 'campaigns.comment-moderated',
  version: 1,
  source: 'campaigns',
  description: "A moderator set a comment's status (APPROVE, DECLINE or SPAM).",
  schema: z.object({
    commentId: z.string(),
    campaignId: z.string(),
    parentCommentId: z.string().nullable(),
    userId: z.string(),
    status: z.enum(['approved', 'declined', 'spam']),
    moderatedBy: z.string(),
  }),
});
