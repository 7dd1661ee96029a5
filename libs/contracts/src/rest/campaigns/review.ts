import * as z from 'zod/mini';
import { listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit } from '../identity/fields';
import { campaignCommentSchema, campaignFullSchema, campaignWithMessageSchema, moderatedCommentSchema } from './views';

/*
 * The administrators' review of campaigns (C1.3) and moderation of comments (C4.17). Nobody reviews
 * their own campaign.
 */

const review = <A extends z.ZodMiniType>(path: string, summary: string, answer: A) =>
  defineEndpoint({ method: 'POST', path: `campaigns/admin/equities/:id/${path}`, access: 'admin', context: 'campaigns', summary, answer });

export const reviewPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/admin/equities/:id',
  access: 'admin',
  context: 'campaigns',
  summary: 'C1.3 A campaign as its reviewer sees it (every step, private documents included).',
  answer: campaignFullSchema,
});

export const approveCampaignEndpoint = review('approve', 'C1.3 Approve a pending campaign: it goes live at its opening date.', campaignWithMessageSchema);
export const hideCampaignEndpoint = review('hide', 'C1.3 Hide a live campaign from browse and search.', campaignFullSchema);
export const unhideCampaignEndpoint = review('unhide', 'C1.3 Show a hidden campaign again.', campaignFullSchema);

export const DECLINE_REASON_MAX = 1000;
export const declineCampaignSchema = z.object({
  reason: z.string('campaigns.declineReasonRequired').check(z.trim(), z.minLength(1, 'campaigns.declineReasonRequired'), z.maxLength(DECLINE_REASON_MAX, 'campaigns.textTooLong')),
});

export const declineCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/admin/equities/:id/decline',
  access: 'admin',
  context: 'campaigns',
  summary: 'C1.3 Decline a pending campaign with a reason the owner reads.',
  body: declineCampaignSchema,
  answer: campaignWithMessageSchema,
});

export const closeCampaignSchema = z.object({ outcome: z.enum(['successful', 'unsuccessful'], 'campaigns.outcomeInvalid') });

export const closeCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/admin/equities/:id/close',
  access: 'admin',
  context: 'campaigns',
  summary: 'C1.3 Close a live campaign as successful or unsuccessful.',
  body: closeCampaignSchema,
  answer: campaignFullSchema,
});

export const COMMENT_STATUSES = ['pending', 'approved', 'declined', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const moderationQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/admin/comments',
  access: 'admin',
  context: 'campaigns',
  summary: 'C4.17 Comments waiting for moderation (or of another status), optionally of one campaign.',
  query: z.object({
    status: z.optional(z.string('common.invalidFormat').check(z.maxLength(20, 'common.invalidFormat'))),
    campaignId: z.optional(z.string('common.invalidFormat').check(z.maxLength(36, 'common.invalidFormat'))),
    limit: pageLimit(),
  }),
  answer: listPageOf(moderatedCommentSchema),
});

/** APPROVE, DECLINE or SPAM, in any case. */
export const moderateCommentSchema = z.object({
  status: z.pipe(z.pipe(z.string('campaigns.statusInvalid').check(z.maxLength(7, 'campaigns.statusInvalid')), z.transform((v) => v.toUpperCase())), z.enum(['APPROVE', 'DECLINE', 'SPAM'], 'campaigns.statusInvalid')),
});

export const moderateCommentEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'campaigns/admin/comments/:commentId',
  access: 'admin',
  context: 'campaigns',
  summary: 'C4.17 Approve, decline or mark a comment as spam.',
  body: moderateCommentSchema,
  answer: campaignCommentSchema,
});
