import * as z from 'zod/mini';
import type { ListPage } from '../../http/envelope';
import { defineEndpoint, responseOf } from '../define-endpoint';
import { pageLimit } from '../identity/fields';
import type { CampaignComment, CampaignFull } from './views';

/*
 * The administrators' review of campaigns (C1.3) and moderation of comments (C4.17). Nobody reviews
 * their own campaign.
 */

const review = (path: string, summary: string) =>
  defineEndpoint({ method: 'POST', path: `campaigns/admin/equities/:id/${path}`, access: 'admin', context: 'campaigns', summary, response: responseOf<CampaignFull>() });

export const reviewPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/admin/equities/:id',
  access: 'admin',
  context: 'campaigns',
  summary: 'C1.3 A campaign as its reviewer sees it (every step, private documents included).',
  response: responseOf<CampaignFull>(),
});

export const approveCampaignEndpoint = review('approve', 'C1.3 Approve a pending campaign: it goes live at its opening date.');
export const hideCampaignEndpoint = review('hide', 'C1.3 Hide a live campaign from browse and search.');
export const unhideCampaignEndpoint = review('unhide', 'C1.3 Show a hidden campaign again.');

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
  response: responseOf<CampaignFull>(),
});

export const closeCampaignSchema = z.object({ outcome: z.enum(['successful', 'unsuccessful'], 'campaigns.outcomeInvalid') });

export const closeCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/admin/equities/:id/close',
  access: 'admin',
  context: 'campaigns',
  summary: 'C1.3 Close a live campaign as successful or unsuccessful.',
  body: closeCampaignSchema,
  response: responseOf<CampaignFull>(),
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
  response: responseOf<ListPage<CampaignComment & { campaignName: string | null }>>(),
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
  response: responseOf<CampaignComment>(),
});
