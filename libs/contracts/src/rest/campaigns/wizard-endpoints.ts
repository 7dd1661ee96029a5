import * as z from 'zod/mini';
import { answerId, answerList, answerText, answerTimestamp } from '../answer-fields';
import { defineEndpoint, type Endpoint } from '../define-endpoint';
import {
  campaignDocumentSchema,
  campaignFaqSchema,
  type CampaignFull,
  campaignFullSchema,
  campaignImageSchema,
  campaignVideoSchema,
  campaignWithMessageSchema,
  completenessSchema,
  leadInvestorAnswerSchema,
  ownerUpdateRecordSchema,
  teamMemberAnswerSchema,
} from './views';
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

/** A removed item: its id. */
const deleted = z.object({ id: answerId() });
const withMessage = <S extends z.ZodMiniObject>(schema: S) => z.extend(schema, { message: answerText(500) });

export const createCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/equities',
  access: 'user',
  context: 'campaigns',
  summary: 'C2.5 Start a campaign draft of the chosen type (equity, equity with dividends, debt).',
  body: createSchema,
  created: true,
  answer: campaignFullSchema,
});

/** One wizard step, answered by PATCH and by POST alike (C7.3 "PATCH/POST … per campaign"). */
function stepEndpoints<B extends z.ZodMiniType>(path: string, body: B, summary: string): readonly [Endpoint<B, undefined, CampaignFull>, Endpoint<B, undefined, CampaignFull>] {
  const one = (method: 'PATCH' | 'POST') =>
    defineEndpoint({ method, path, access: 'user', context: 'campaigns', summary, body, answer: campaignFullSchema });
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
  answer: z.object({ opened: z.boolean(), opensAt: answerTimestamp() }),
});

// ---- items of the steps ------------------------------------------------------------------------

/** GET (public), POST (201), PATCH and DELETE of one kind of campaign item. */
function itemEndpoints<C extends z.ZodMiniType, P extends z.ZodMiniType, R extends z.ZodMiniType, A extends z.ZodMiniType = R>(
  base: string,
  itemParam: string,
  create: C,
  patch: P,
  what: string,
  /** The item as the service answers it; `added`, what adding it answers when that says more. */
  answers: { record: R; added?: A },
) {
  const common = { context: 'campaigns' } as const;
  return {
    create: defineEndpoint({ ...common, method: 'POST', path: `${base}/:id`, access: 'user', summary: `Add ${what} to a campaign the caller may edit.`, body: create, created: true, answer: (answers.added ?? answers.record) as A }),
    update: defineEndpoint({ ...common, method: 'PATCH', path: `${base}/:id/:${itemParam}`, access: 'user', summary: `Change ${what}.`, body: patch, answer: answers.record }),
    remove: defineEndpoint({ ...common, method: 'DELETE', path: `${base}/:id/:${itemParam}`, access: 'user', summary: `Remove ${what}.`, answer: deleted }),
  };
}

export const campaignFaqsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/campaign-faqs/:id',
  access: 'public',
  context: 'campaigns',
  summary: 'C2.9 Step 4, a campaign\'s FAQs in order.',
  answer: answerList(campaignFaqSchema, 200),
});
const faqs = itemEndpoints('equity/campaign-faqs', 'faqId', faqSchema, faqPatchSchema, 'a question and its answer (C3.6)', { record: campaignFaqSchema });
export const { create: addFaqEndpoint, update: updateFaqEndpoint, remove: removeFaqEndpoint } = faqs;

export const teamMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/team-members/:id',
  access: 'public',
  context: 'campaigns',
  summary: 'C3.5 A campaign\'s team.',
  answer: answerList(teamMemberAnswerSchema, 200),
});
const team = itemEndpoints('equity/team-members', 'memberId', teamMemberSchema, teamMemberPatchSchema, 'a team member (C3.5; they are invited by e-mail)', {
  record: teamMemberAnswerSchema,
  added: withMessage(teamMemberAnswerSchema),
});
export const { create: addTeamMemberEndpoint, update: updateTeamMemberEndpoint, remove: removeTeamMemberEndpoint } = team;

export const resendTeamInviteEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/team-members/resend-email/:id/:memberId',
  access: 'user',
  context: 'campaigns',
  summary: 'C3.5 Send a team member\'s invitation again.',
  answer: z.object({ message: answerText(500) }),
});

export const leadInvestorsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'equity/lead-investors/:id',
  access: 'public',
  context: 'campaigns',
  summary: 'C3.5 A campaign\'s lead investors.',
  answer: answerList(leadInvestorAnswerSchema, 200),
});
const leads = itemEndpoints('equity/lead-investors', 'leadId', leadInvestorSchema, leadInvestorPatchSchema, 'a lead investor (C3.5)', { record: leadInvestorAnswerSchema });
export const { create: addLeadInvestorEndpoint, update: updateLeadInvestorEndpoint, remove: removeLeadInvestorEndpoint } = leads;

export const addImageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/extras-images/:id',
  access: 'user',
  context: 'campaigns',
  summary: 'C3.7 Add a gallery image (title, description, image).',
  body: imageSchema,
  created: true,
  answer: withMessage(campaignImageSchema),
});
export const removeImageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'equity/extras-images/:id/:imageId',
  access: 'user',
  context: 'campaigns',
  summary: 'C3.7 Remove a gallery image.',
  answer: deleted,
});

const videos = itemEndpoints('extras-videos', 'videoId', videoSchema, videoPatchSchema, 'a video link (C3.7: YouTube or Vimeo)', { record: campaignVideoSchema });
export const { create: addVideoEndpoint, update: updateVideoEndpoint, remove: removeVideoEndpoint } = videos;

const documents = itemEndpoints('extras-document', 'documentId', documentSchema, documentPatchSchema, 'a document, public or private (C3.7)', { record: campaignDocumentSchema });
export const { create: addDocumentEndpoint, update: updateDocumentEndpoint, remove: removeDocumentEndpoint } = documents;

const updates = itemEndpoints('equity/updates', 'updateId', updateSchema, updatePatchSchema, 'an update to the campaign\'s followers (C4.14)', { record: ownerUpdateRecordSchema });
export const { create: addUpdateEndpoint, update: editUpdateEndpoint, remove: removeUpdateEndpoint } = updates;

// ---- submission -------------------------------------------------------------------------------

export const completenessEndpoint = defineEndpoint({
  method: 'GET',
  path: 'campaigns/:id/completeness',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.2 Which steps are complete and what each still needs.',
  answer: completenessSchema,
});

export const submitForReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: 'campaigns/:id/submit-for-review',
  access: 'user',
  context: 'campaigns',
  summary: 'C4.2 Submit a complete draft for the administrators\' review.',
  answer: campaignWithMessageSchema,
});
