import * as z from 'zod/mini';
import { answerList, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit } from '../identity/fields';
import { campaignCardSchema, campaignDocumentSchema, campaignFullSchema, campaignInvestorRowSchema, galleryItemSchema, ownerUpdateSchema, projectReturnSchema } from './views';

const cardPage = listPageOf(campaignCardSchema);

const optionalText = () => z.optional(z.string('common.invalidFormat').check(z.maxLength(200, 'common.invalidFormat')));

/** C7.1 browse filters and sort (every one optional; unknown values are ignored, as the spec's links send them). */
export const browseQuerySchema = z.object({
  limit: pageLimit(),
  campaignName: optionalText(),
  investingType: optionalText(),
  termsSlug: optionalText(),
  sortBy: optionalText(),
  status: optionalText(),
  approvalType: optionalText(),
});
export type BrowseQuery = z.output<typeof browseQuerySchema>;

export const browseEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/equities',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.1 Browse live and funded campaigns: name search, type, investing type, sort (page × 10).',
  query: browseQuerySchema,
  answer: cardPage,
});

export const browseFrontEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equities/front',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.1 The same browse list under the path the home page uses.',
  query: browseQuerySchema,
  answer: cardPage,
});

export const myCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/my-campaigns',
  access: 'user',
  context: 'campaigns',
  summary: 'C7.4 The owner\'s campaigns by tab (draft, pending, live, closed…), page × 10.',
  query: z.object({ tab: optionalText(), limit: pageLimit() }),
  answer: cardPage,
});

export const profileCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/profile/:slugOrId',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.6 The visible campaigns of a public profile.',
  query: z.object({ limit: pageLimit() }),
  answer: cardPage,
});

/** A7.6 get-user-campaigns: the same operation as campaigns/profile/{slugOrId} under the path the specification names. */
export const userCampaignsEndpoint = defineEndpoint({
  ...profileCampaignsEndpoint,
  path: 'users/get-user-campaigns/:slugOrId',
  summary: 'A7.6 The same operation as campaigns/profile/{slugOrId}.',
});

export const savedCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'saved-campaigns',
  access: 'user',
  context: 'campaigns',
  summary: 'C7.5 The campaigns the user saved, newest first.',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(z.extend(campaignCardSchema, { savedAt: answerTimestamp() })),
});

export const followedCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'followed-campaigns',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.16 The campaigns the user follows, most recently followed first (the investor dashboard).',
  query: z.object({ limit: pageLimit() }),
  answer: cardPage,
});

export const adminCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/admin/equities',
  access: 'admin',
  context: 'campaigns',
  summary: 'C1.3 Every campaign for review, filtered by status and approval type.',
  query: browseQuerySchema,
  answer: listPageOf(z.extend(campaignCardSchema, { ownerEmail: z.optional(answerText(254)) })),
});

// ---- one campaign ------------------------------------------------------------------------------

export const campaignBySlugEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equities/:slug/front',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.2 A campaign\'s page by slug (drafts only to their owner and administrators).',
  answer: campaignFullSchema,
});

export const campaignByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equities/:id',
  access: 'user',
  context: 'campaigns',
  summary: 'C2.9 A campaign by id for its owner or an administrator (the wizard loads it).',
  answer: campaignFullSchema,
});

export const projectReturnQuerySchema = z.object({ principal: optionalText(), interestRate: optionalText(), campaignId: optionalText() });

export const projectReturnEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/project-return',
  access: 'public',
  context: 'campaigns',
  summary: 'C4.19 The return calculator: principal and interest rate (or a debt campaign\'s rate) give the projected return.',
  query: projectReturnQuerySchema,
  answer: projectReturnSchema,
});

export const campaignInvestorsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/:id/investors',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.2 The investors tab of a campaign.',
  answer: listPageOf(campaignInvestorRowSchema),
});

export const galleryEndpoint = defineEndpoint({
  method: 'GET',
  path: 'gallery/:campaignId',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.2 A campaign\'s images and videos (page × 10).',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(galleryItemSchema),
});

export const campaignUpdatesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/updates/:campaignId',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.2 A campaign\'s updates, newest first (page × 10).',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(ownerUpdateSchema),
});

export const campaignDocumentsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'extras-document/:campaignId',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.2 A campaign\'s documents the reader may see (private ones to the owner and administrators).',
  answer: answerList(campaignDocumentSchema, 300),
});

export const documentSignedUrlEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equities/get-signed-url/front',
  access: 'public',
  context: 'campaigns',
  summary: 'C7.2 A short-lived signed link to a document the reader may see.',
  query: z.object({ documentId: optionalText() }),
  answer: z.object({ url: answerText(2000), expiresAt: answerTimestamp() }),
});

export const campaignImageFileEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/files/:key',
  access: 'public',
  context: 'campaigns',
  summary: 'A stored campaign image (logo, cover, gallery, team photo), cached for a year.',
  produces: ['image/png', 'image/jpeg'],
});

export const campaignDocumentFileEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/documents/:documentId/file',
  access: 'public',
  context: 'campaigns',
  summary: 'A document\'s bytes behind its signed link (expires, signature).',
  produces: ['application/pdf', 'image/png', 'image/jpeg'],
  query: z.object({ expires: optionalText(), signature: optionalText() }),
});

