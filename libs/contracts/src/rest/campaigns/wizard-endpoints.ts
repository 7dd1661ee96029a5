import * as z from 'zod/mini';
import { defineEndpoint, responseOf, type Endpoint } from '../define-endpoint';
import type { CampaignDocument, CampaignFull, CampaignImage, CampaignUpdate, CampaignVideo, Completeness, Faq, LeadInvestor, TeamMember } from './views';
import {
  companyProfileSchema,
  createSchema,
  documentPatchSchema,
  documentSchema,
  extrasSchema,
  faqPatchSchema,
  faqSchema,
  fundraisingSchema,
  imageSchema,
  leadInvestorPatchSchema,
  leadInvestorSchema,
  paymentDetailSchema,
  storySchema,
  teamMemberPatchSchema,
  teamMemberSchema,
  termsSchema,
  updatePatchSchema,
  updateSchema,
  videoPatchSchema,
  videoSchema,
} from './wizard';

/*
 * The campaign wizard (C2.9, C3, C7.3): create, six steps, their items, the submission. The
 * campaigns service checks that the caller owns an editable campaign BEFORE it validates a body
 * with these schemas (someone else's campaign answers 404, never its field rules), so these
 * controllers pass the body to the service, which parses it with the contract's schema.
 */

const deleted = responseOf<{ id: string }>();

export const createCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/equities',
  access: 'user',
  context: 'campaigns',
  summary: 'C2.5 Start a campaign draft of the chosen type (equity, equity with dividends, debt).',
  body: createSchema,
  created: true,
  response: responseOf<CampaignFull>(),
});

/** One wizard step, answered by PATCH and by POST alike (C7.3 "PATCH/POST … per campaign"). */
function stepEndpoints<B extends z.ZodMiniType>(path: string, body: B, summary: string): readonly [Endpoint<B, undefined, CampaignFull>, Endpoint<B, undefined, CampaignFull>] {
  const one = (method: 'PATCH' | 'POST') =>
    defineEndpoint({ method, path, access: 'user', context: 'campaigns', summary, body, response: responseOf<CampaignFull>() });
  return [one('PATCH'), one('POST')];
}

export const [companyProfileEndpoint, companyProfilePostEndpoint] = stepEndpoints(
  'equity/company-profile/:id',
  companyProfileSchema,
  'C3.2 Step 1, company information (partial saves; C5.4 required fields checked on the merged result).',
);
export const [fundraisingEndpoint, fundraisingPostEndpoint] = stepEndpoints(
  'campaign/fundraising-detail/:id',
  fundraisingSchema,
  'C3.3 Step 2, fundraising detail and property information (C5.6, C5.7, C8.4).',
);
export const [termsEndpoint, termsPostEndpoint] = stepEndpoints('campaign/campaign-terms/:id', termsSchema, 'C3.4 Step 2, the terms of the chosen campaign type.');
export const [storyEndpoint, storyPostEndpoint] = stepEndpoints('campaign/campaign-story/:id', storySchema, 'C3.5 Step 3, the story.');
export const [extrasEndpoint, extrasPostEndpoint] = stepEndpoints('campaign/extras-info/:id', extrasSchema, 'C3.7 Step 5, extras and links.');
export const [paymentDetailEndpoint, paymentDetailPostEndpoint] = stepEndpoints(
  'campaign/payment-detail/:id',
  paymentDetailSchema,
  'C3.8 Step 6, the bank account that receives the funds.',
);

/** C4.18 The opening-date helper; its rules (date, HH:mm, IANA zone) are the service's. */
export const openingDateCheckSchema = z.object({
  openDate: z.optional(z.string('campaigns.invalidOpeningDate').check(z.maxLength(10, 'campaigns.invalidOpeningDate'))),
  openTime: z.optional(z.string('campaigns.invalidTimeFormat').check(z.maxLength(5, 'campaigns.invalidTimeFormat'))),
  timezone: z.optional(z.string('campaigns.invalidTimezone').check(z.maxLength(64, 'campaigns.invalidTimezone'))),
});

export const openingDateCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/opening-date/check',
  access: 'public',
  context: 'campaigns',
  summary: 'C4.18 Is this opening date and time (in this zone) valid, and has it passed?',
  body: openingDateCheckSchema,
  response: responseOf<{ opened: boolean; opensAt: string }>(),
});

// ---- items of the steps ------------------------------------------------------------------------

/** GET (public), POST (201), PATCH and DELETE of one kind of campaign item. */
function itemEndpoints<C extends z.ZodMiniType, P extends z.ZodMiniType, V>(base: string, itemParam: string, create: C, patch: P, what: string) {
  const common = { context: 'campaigns' } as const;
  return {
    create: defineEndpoint({ ...common, method: 'POST', path: `${base}/:id`, access: 'user', summary: `Add ${what} to a campaign the caller may edit.`, body: create, created: true, response: responseOf<V>() }),
    update: defineEndpoint({ ...common, method: 'PATCH', path: `${base}/:id/:${itemParam}`, access: 'user', summary: `Change ${what}.`, body: patch, response: responseOf<V>() }),
    remove: defineEndpoint({ ...common, method: 'DELETE', path: `${base}/:id/:${itemParam}`, access: 'user', summary: `Remove ${what}.`, response: deleted }),
  };
}

export const campaignFaqsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/campaign-faqs/:id',
  access: 'public',
  context: 'campaigns',
  summary: 'C2.9 Step 4, a campaign\'s FAQs in order.',
  response: responseOf<Faq[]>(),
});
const faqs = itemEndpoints<typeof faqSchema, typeof faqPatchSchema, Faq>('equity/campaign-faqs', 'faqId', faqSchema, faqPatchSchema, 'a question and its answer (C3.6)');
export const { create: addFaqEndpoint, update: updateFaqEndpoint, remove: removeFaqEndpoint } = faqs;

export const teamMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/team-members/:id',
  access: 'public',
  context: 'campaigns',
  summary: 'C3.5 A campaign\'s team.',
  response: responseOf<TeamMember[]>(),
});
const team = itemEndpoints<typeof teamMemberSchema, typeof teamMemberPatchSchema, TeamMember>('equity/team-members', 'memberId', teamMemberSchema, teamMemberPatchSchema, 'a team member (C3.5; they are invited by e-mail)');
export const { create: addTeamMemberEndpoint, update: updateTeamMemberEndpoint, remove: removeTeamMemberEndpoint } = team;

export const resendTeamInviteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/team-members/resend-email/:id/:memberId',
  access: 'user',
  context: 'campaigns',
  summary: 'C3.5 Send a team member\'s invitation again.',
});

export const leadInvestorsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/lead-investors/:id',
  access: 'public',
  context: 'campaigns',
  summary: 'C3.5 A campaign\'s lead investors.',
  response: responseOf<LeadInvestor[]>(),
});
const leads = itemEndpoints<typeof leadInvestorSchema, typeof leadInvestorPatchSchema, LeadInvestor>('equity/lead-investors', 'leadId', leadInvestorSchema, leadInvestorPatchSchema, 'a lead investor (C3.5)');
export const { create: addLeadInvestorEndpoint, update: updateLeadInvestorEndpoint, remove: removeLeadInvestorEndpoint } = leads;

export const addImageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/extras-images/:id',
  access: 'user',
  context: 'campaigns',
  summary: 'C3.7 Add a gallery image (title, description, image).',
  body: imageSchema,
  created: true,
  response: responseOf<CampaignImage>(),
});
export const removeImageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'equity/extras-images/:id/:imageId',
  access: 'user',
  context: 'campaigns',
  summary: 'C3.7 Remove a gallery image.',
  response: deleted,
});

const videos = itemEndpoints<typeof videoSchema, typeof videoPatchSchema, CampaignVideo>('extras-videos', 'videoId', videoSchema, videoPatchSchema, 'a video link (C3.7: YouTube or Vimeo)');
export const { create: addVideoEndpoint, update: updateVideoEndpoint, remove: removeVideoEndpoint } = videos;

const documents = itemEndpoints<typeof documentSchema, typeof documentPatchSchema, CampaignDocument>('extras-document', 'documentId', documentSchema, documentPatchSchema, 'a document, public or private (C3.7)');
export const { create: addDocumentEndpoint, update: updateDocumentEndpoint, remove: removeDocumentEndpoint } = documents;

const updates = itemEndpoints<typeof updateSchema, typeof updatePatchSchema, CampaignUpdate>('equity/updates', 'updateId', updateSchema, updatePatchSchema, 'an update to the campaign\'s followers (C4.14)');
export const { create: addUpdateEndpoint, update: editUpdateEndpoint, remove: removeUpdateEndpoint } = updates;

// ---- submission -------------------------------------------------------------------------------

export const completenessEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/:id/completeness',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.2 Which steps are complete and what each still needs.',
  response: responseOf<Completeness>(),
});

export const submitForReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/:id/submit-for-review',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.2 Submit a complete draft for the administrators\' review.',
  response: responseOf<CampaignFull>(),
});
