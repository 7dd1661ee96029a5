import * as z from 'zod/mini';
import { answerCount, answerId, answerText, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit } from '../identity/fields';
import { campaignCommentSchema, commentThreadSchema, followerSchema, ownerDashboardSchema, saverSchema } from './views';

const message = () => answerText(500);
const followState = z.object({ isFollowing: z.boolean(), followersCount: answerCount() });

const optionalText = () => z.optional(z.string('common.invalidFormat').check(z.maxLength(200, 'common.invalidFormat')));
/** A campaign's id in a body: "required" when missing or empty. */
const campaignIdBody = z.object({ campaignId: z.string('common.required').check(z.minLength(1, 'common.required'), z.maxLength(36, 'common.invalidFormat')) });

// ---- saved campaigns, following, early bird (C7.5, C4.16) ---------------------------------------

export const saveCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'saved-campaigns',
  access: 'user',
  context: 'campaigns',
  summary: 'C7.5 Save a campaign to the user\'s list (saving it twice keeps one).',
  body: campaignIdBody,
  created: true,
  answer: z.object({ savedCampaignID: answerId(), campaignId: answerId(), message: message() }),
});

export const unsaveCampaignEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'saved-campaigns/:id',
  access: 'user',
  context: 'campaigns',
  summary: 'C7.5 Remove a campaign from the user\'s saved list (by saved id or campaign id).',
  answer: z.object({ campaignId: answerId(), message: message() }),
});

export const savedByEndpoint = defineEndpoint({
  method: 'GET',
  path: 'saved-campaigns/get-users/:campaignId',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.16 Who saved the owner\'s campaign (owner and administrators).',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(saverSchema),
});

export const followCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/:id/follow',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.14 Follow a campaign (its updates are sent to followers).',
  answer: followState,
});

export const unfollowCampaignEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'campaigns/:id/follow',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.14 Stop following a campaign.',
  answer: followState,
});

export const campaignFollowersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/:id/followers',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.16 A campaign\'s followers (owner and administrators).',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(followerSchema),
});

export const earlyBirdEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equities/become-early-bird',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.16 Register interest in an approved campaign before it opens (once per user).',
  body: campaignIdBody,
  answer: z.object({ message: message(), earlyBirdCount: answerCount() }),
});

// ---- owner dashboard (C4.16) ---------------------------------------------------------------------

export const ownerDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/:id/dashboard',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.16 The owner\'s dashboard of a campaign: raised, investors, followers, savers, early birds, comments.',
  answer: ownerDashboardSchema,
});

export const dashboardCommentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/:id/dashboard/comments',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.17 The comments of the owner\'s campaign by status, with their replies.',
  query: z.object({ status: optionalText(), limit: pageLimit() }),
  answer: listPageOf(commentThreadSchema),
});

// ---- comments (C4.17) ----------------------------------------------------------------------------

export const COMMENT_MAX = 2000;
/** A comment's text: trimmed, 1 to 2000 characters. */
const commentText = () => z.string('campaigns.commentInvalid').check(z.trim(), z.minLength(1, 'campaigns.commentInvalid'), z.maxLength(COMMENT_MAX, 'campaigns.commentInvalid'));

/** A comment, or a reply to an approved top-level comment (one level deep). */
export const postCommentSchema = z.object({ comment: commentText(), parentCommentId: z.optional(z.nullable(z.string('common.invalidFormat').check(z.maxLength(36, 'common.invalidFormat')))) });
export const editCommentSchema = z.object({ comment: commentText() });

export const campaignCommentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/comments/:campaignId',
  access: 'public',
  context: 'campaigns',
  summary: 'C4.17 A campaign\'s approved comments with their replies (and the reader\'s own pending ones).',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(commentThreadSchema),
});

export const commentRepliesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/comments/parent-comments/:parentCommentId',
  access: 'public',
  context: 'campaigns',
  summary: 'C4.17 The replies to one comment.',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(campaignCommentSchema),
});

export const postCommentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/comments/:campaignId',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.17 Comment or reply; it waits for moderation unless the owner or an administrator wrote it.',
  body: postCommentSchema,
  created: true,
  answer: z.object({ comment: campaignCommentSchema, success: z.boolean(), message: message() }),
});

export const editCommentEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'equity/comments/:commentId',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.17 Edit one\'s own comment (it is moderated again).',
  body: editCommentSchema,
  answer: campaignCommentSchema,
});

export const deleteCommentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'equity/comments/:commentId',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.17 Delete one\'s own comment (the owner and administrators may delete any) with its replies.',
  answer: z.object({ id: answerId() }),
});
