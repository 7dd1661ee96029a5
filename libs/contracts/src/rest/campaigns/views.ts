import * as z from 'zod/mini';
import { answerCount, answerId, answerList, answerText, answerTimestamp } from '../answer-fields';
import { SUPPORTED_LANGUAGES } from '../../http/envelope';
import { TERMS_SLUGS } from './wizard';

export type TermsSlug = (typeof TERMS_SLUGS)[number];

/**
 * What the campaigns service answers (C3), written once as schemas (issue 35): the service builds
 * these shapes, the campaign remote reads their types and the API tests check every served answer
 * against them. Amounts are integer baisa. The field groups (C3.1–C3.8) are stored as JSON on the
 * campaign row; every field is optional (null) until the campaign is submitted.
 */
export const DISPLAY_LABELS = ['coming-soon', 'early-bird', 'closing-soon', 'funded', 'live'] as const;
export type ServerDisplayLabel = (typeof DISPLAY_LABELS)[number] | null;
export type InvestingType = 'fixed' | 'flexible';
export const STEP_KEYS = ['company-info', 'fundraising-detail', 'story', 'faqs', 'extras', 'funding'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

const orNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);
/** A figure the owner typed or the service computed (amounts in baisa, rates, sizes): finite, bounded. */
const figure = () => z.number().check(z.minimum(-Number.MAX_SAFE_INTEGER), z.maximum(Number.MAX_SAFE_INTEGER));
const text = (max = 1000) => orNull(answerText(max));
const html = () => orNull(answerText(200_000));
const message = () => answerText(500);
const url = () => answerText(2000);

export const companyProfileAnswerSchema = z.object({
  companyName: text(200),
  website: text(500),
  address: text(500),
  category: text(100),
  industry: text(100),
  companyLogo: text(500),
  phoneNumber: text(30),
  description: html(),
  descriptionAr: html(),
  yearFounded: orNull(figure()),
  contactEmail: text(254),
});
export type CompanyProfile = z.infer<typeof companyProfileAnswerSchema>;

export const fundraisingAnswerSchema = z.object({
  equityCurrencyCode: answerText(3),
  goal: orNull(figure()),
  minimumRaise: orNull(figure()),
  maximumRaise: orNull(figure()),
  openDate: text(40),
  openTime: text(10),
  timezone: answerText(64),
  closeDate: text(40),
  investingType: orNull(z.enum(['fixed', 'flexible'])),
  campaignAccreditation: orNull(z.enum(['accredited', 'both'])),
  termsSlug: z.enum(TERMS_SLUGS),
  dealType: text(100),
  campaignStage: text(100),
  investingRound: text(100),
  propertyStage: text(100),
  repaymentMethod: orNull(z.enum(['automatic', 'manual'])),
  hasPropertyInfo: z.union([z.literal(0), z.literal(1)]),
  previouslyRaised: orNull(figure()),
  totalRevenue: orNull(figure()),
  hasLeadInvestor: z.boolean(),
});
export type Fundraising = z.infer<typeof fundraisingAnswerSchema>;

export const propertyInfoAnswerSchema = z.object({
  propertyName: text(200),
  propertyURL: text(500),
  propertyDetail: html(),
  propertyStreet: text(200),
  propertyCity: text(100),
  propertyState: text(100),
  propertyCountry: text(100),
  buildYear: orNull(figure()),
  propertySize: orNull(figure()),
  plotSize: orNull(figure()),
});
export type PropertyInfo = z.infer<typeof propertyInfoAnswerSchema>;

export const convertibleNoteAnswerSchema = z.object({
  maturityDate: text(40),
  conversionTrigger: text(1000),
  noteTerms: html(),
  purchaseValue: orNull(figure()),
});
export type ConvertibleNote = z.infer<typeof convertibleNoteAnswerSchema>;

export const termsAnswerSchema = z.object({
  pricePerShare: orNull(figure()),
  availableShares: orNull(figure()),
  totalSharesOffered: orNull(figure()),
  minimumShares: orNull(figure()),
  maximumShares: orNull(figure()),
  equityAvailable: orNull(figure()),
  equityAvailableMin: orNull(figure()),
  equityAvailableMax: orNull(figure()),
  preMoneyValuation: orNull(figure()),
  preMoneyValuationMin: orNull(figure()),
  preMoneyValuationMax: orNull(figure()),
  interestRate: orNull(figure()),
  interestRateMin: orNull(figure()),
  interestRateMax: orNull(figure()),
  paybackStartDate: text(40),
  investFrequency: text(40),
  termLength: orNull(figure()),
  termLengthMin: orNull(figure()),
  termLengthMax: orNull(figure()),
  gracePeriod: orNull(figure()),
  paymentFrequency: text(40),
  distributionOfNetProfit: orNull(figure()),
  convertibleNote: orNull(convertibleNoteAnswerSchema),
  siteFee: orNull(z.object({ type: z.enum(['fixed', 'percentage']), value: figure() })),
});
export type Terms = z.infer<typeof termsAnswerSchema>;

const storyTranslationAnswerSchema = z.object({ campaignName: z.optional(text(200)), about: z.optional(text(2000)), highlights: z.optional(orNull(answerList(answerText(500), 50))) });

export const storyAnswerSchema = z.object({
  /** The language of campaignName, about and highlights (absent: the owner's language). */
  textLanguage: z.optional(orNull(z.enum(SUPPORTED_LANGUAGES))),
  translations: z.optional(orNull(z.object({ ar: z.optional(orNull(storyTranslationAnswerSchema)), en: z.optional(orNull(storyTranslationAnswerSchema)), fr: z.optional(orNull(storyTranslationAnswerSchema)) }))),
  uploadType: orNull(z.enum(['image', 'video'])),
  campaignName: text(200),
  videoUrl: text(500),
  coverImage: text(500),
  campaignStory: html(),
  campaignStoryAr: html(),
  highlights: answerList(answerText(500), 50),
  about: text(2000),
});
export type Story = z.infer<typeof storyAnswerSchema>;

export const linksAnswerSchema = z.object({
  facebook: text(500),
  twitter: text(500),
  youtube: text(500),
  website: text(500),
  linkedin: text(500),
  custom: answerList(z.object({ title: answerText(200), url: url() }), 50),
});
export type Links = z.infer<typeof linksAnswerSchema>;

export const extrasAnswerSchema = z.object({
  googleAnalyticsID: text(40),
  links: linksAnswerSchema,
  contractCopy: z.boolean(),
  manageContract: z.enum(['yes', 'no']),
  /** The uploaded contract (a private document row of kind `contract`). */
  userUploadedContract: orNull(z.object({ id: answerId(), name: answerText(300) })),
});
export type Extras = z.infer<typeof extrasAnswerSchema>;

export const paymentDetailAnswerSchema = z.object({
  accountType: orNull(z.enum(['current', 'checking', 'savings'])),
  bankName: text(200),
  accountNumber: text(64),
  confirmAccountNumber: text(64),
  routingNumber: text(64),
  /** Electronic form; absent on details saved before it was asked. */
  iban: z.optional(text(34)),
  tos: z.boolean(),
  achAccountId: text(128),
  /** C3.8: the connected ACH account's company name and creation date (YYYY-MM-DD). */
  achCompanyName: z.optional(text(200)),
  achCreatedAt: z.optional(text(40)),
});
export type PaymentDetail = z.infer<typeof paymentDetailAnswerSchema>;

/** A campaign as a list shows it (C2.2 browse, saved, profile, dashboards): ribbons, labels and progress computed now. */
export const campaignCardSchema = z.object({
  id: answerId(),
  slug: answerText(200),
  ownerId: z.optional(answerId()),
  termsSlug: z.enum(TERMS_SLUGS),
  termsName: z.optional(answerText(100)),
  /** In the reader's language where the owner wrote it, else in `textLanguage`. */
  campaignName: text(200),
  companyName: text(200),
  companyLogo: text(500),
  coverImage: text(500),
  about: text(2000),
  /** The language campaignName, about (and the detail's highlights) are shown in. */
  textLanguage: z.optional(z.enum(SUPPORTED_LANGUAGES)),
  category: text(100),
  industry: text(100),
  dealType: text(100),
  goal: orNull(figure()),
  raisedAmount: figure(),
  progress: z.optional(figure()),
  investorsCount: z.optional(answerCount()),
  minimumRaise: orNull(figure()),
  maximumRaise: orNull(figure()),
  investingType: orNull(z.enum(['fixed', 'flexible'])),
  equityCurrencyCode: z.optional(answerText(3)),
  openDate: text(40),
  closeDate: text(40),
  daysLeft: orNull(figure()),
  status: z.int().check(z.minimum(0), z.maximum(20)),
  statusKey: z.optional(answerText(40)),
  statusLabel: z.optional(answerText(100)),
  ribbon: z.optional(z.object({ label: answerText(100), color: z.enum(['warning', 'success', 'primary']) })),
  displayLabel: orNull(z.enum(DISPLAY_LABELS)),
  displayLabelText: z.optional(text(100)),
  interestRate: z.optional(orNull(figure())),
  equityAvailable: z.optional(orNull(figure())),
  isSaved: z.optional(z.boolean()),
  savedCampaignID: z.optional(orNull(answerId())),
  createdAt: z.optional(answerTimestamp()),
  approvedAt: z.optional(orNull(answerTimestamp())),
});
export type CampaignCard = z.infer<typeof campaignCardSchema>;

export const campaignFaqSchema = z.object({
  id: answerId(),
  question: answerText(1000),
  answer: html(),
  questionAr: text(1000),
  answerAr: html(),
  required: z.boolean(),
  sortOrder: z.optional(figure()),
});
export type Faq = z.infer<typeof campaignFaqSchema>;

export const teamMemberAnswerSchema = z.object({
  id: answerId(),
  fullName: answerText(200),
  role: answerText(200),
  /** Only for the owner and administrators. */
  email: text(254),
  /** In the reader's language where written, else English, else the campaign's (`bioLanguage`). */
  bio: answerText(5000),
  bioLanguage: z.optional(orNull(z.enum(SUPPORTED_LANGUAGES))),
  bioTranslations: z.optional(orNull(z.object({ ar: z.optional(orNull(answerText(5000))), en: z.optional(orNull(answerText(5000))), fr: z.optional(orNull(answerText(5000))) }))),
  photo: text(500),
  invitationStatus: z.enum(['sent', 'accepted']),
  invitedAt: z.optional(answerTimestamp()),
});
export type TeamMember = z.infer<typeof teamMemberAnswerSchema>;

export const leadInvestorAnswerSchema = z.object({
  id: answerId(),
  investorType: z.enum(['individual', 'company']),
  name: answerText(200),
  bio: answerText(5000),
  photo: text(500),
});
export type LeadInvestor = z.infer<typeof leadInvestorAnswerSchema>;

export const campaignImageSchema = z.object({
  id: answerId(),
  title: answerText(300),
  description: text(2000),
  url: url(),
  width: z.optional(answerCount()),
  height: z.optional(answerCount()),
});
export type CampaignImage = z.infer<typeof campaignImageSchema>;

export const campaignVideoSchema = z.object({
  id: answerId(),
  url: url(),
  title: answerText(300),
  description: text(2000),
  provider: z.enum(['youtube', 'vimeo']),
  embedUrl: url(),
});
export type CampaignVideo = z.infer<typeof campaignVideoSchema>;

export const campaignDocumentSchema = z.object({
  id: answerId(),
  title: answerText(300),
  visibility: z.enum(['public', 'private']),
  contentType: z.optional(answerText(100)),
  size: z.optional(answerCount()),
  createdAt: z.optional(answerTimestamp()),
});
export type CampaignDocument = z.infer<typeof campaignDocumentSchema>;

export const completenessStepSchema = z.object({ step: answerCount(), key: z.enum(STEP_KEYS), complete: z.boolean(), missing: answerList(answerText(100), 200) });
export type CompletenessStep = z.infer<typeof completenessStepSchema>;
export const completenessSchema = z.object({ steps: answerList(completenessStepSchema, 10), isAnyFieldMissing: z.boolean() });
export type Completeness = z.infer<typeof completenessSchema>;

/** A campaign with every group and item (C2.3 page, the wizard, the review). */
export const campaignFullSchema = z.extend(campaignCardSchema, {
  /** The highlights in the reader's language, as campaignName and about (`textLanguage`); `story` keeps what the owner wrote. */
  highlights: z.optional(answerList(answerText(500), 50)),
  companyProfile: companyProfileAnswerSchema,
  fundraising: fundraisingAnswerSchema,
  propertyInfo: propertyInfoAnswerSchema,
  terms: termsAnswerSchema,
  story: storyAnswerSchema,
  extras: extrasAnswerSchema,
  paymentDetail: orNull(paymentDetailAnswerSchema),
  faqs: answerList(campaignFaqSchema, 200),
  teamMembers: answerList(teamMemberAnswerSchema, 200),
  leadInvestors: answerList(leadInvestorAnswerSchema, 200),
  images: answerList(campaignImageSchema, 300),
  videos: answerList(campaignVideoSchema, 300),
  documents: answerList(campaignDocumentSchema, 300),
  followersCount: answerCount(),
  isFollowing: z.boolean(),
  savedCount: z.optional(answerCount()),
  earlyBirdCount: z.optional(answerCount()),
  updatesCount: z.optional(answerCount()),
  isEarlyBird: z.boolean(),
  declineReason: text(2000),
  canEdit: z.boolean(),
  isOwner: z.boolean(),
  completeness: z.optional(completenessSchema),
});
export type CampaignFull = z.infer<typeof campaignFullSchema>;
/** A review or submission step: the campaign as it now stands and what happened, in the caller's language. */
export const campaignWithMessageSchema = z.extend(campaignFullSchema, { message: message() });

/** An owner's update (C1.2) as the campaign page lists it. */
export const ownerUpdateSchema = z.object({ id: answerId(), title: text(200), description: answerText(20_000), authorId: answerId(), createdAt: answerTimestamp(), updatedAt: answerTimestamp() });
export type CampaignUpdate = z.infer<typeof ownerUpdateSchema>;
/** An update as its owner wrote or changed it. */
export const ownerUpdateRecordSchema = z.extend(ownerUpdateSchema, { campaignId: answerId() });

export const COMMENT_STATUS_VALUES = ['pending', 'approved', 'declined', 'spam'] as const;
/** A comment or a reply (C4.17), with its author's display name and profile slug. */
export const campaignCommentSchema = z.object({
  id: answerId(),
  campaignId: answerId(),
  parentId: orNull(answerId()),
  parentCommentId: orNull(answerId()),
  postType: z.enum(['comment', 'reply']),
  userId: answerId(),
  authorName: text(200),
  authorSlug: text(200),
  comment: answerText(5000),
  status: z.enum(COMMENT_STATUS_VALUES),
  createdAt: answerTimestamp(),
  updatedAt: answerTimestamp(),
});
export type CampaignComment = z.infer<typeof campaignCommentSchema>;
/** A top-level comment with its first replies. */
export const commentThreadSchema = z.extend(campaignCommentSchema, { repliesCount: answerCount(), replies: answerList(campaignCommentSchema, 300) });
export type CommentThread = z.infer<typeof commentThreadSchema>;
/** A comment in the administrators' moderation queue, with its campaign's name. */
export const moderatedCommentSchema = z.extend(campaignCommentSchema, { campaignName: text(200) });
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;

export const galleryItemSchema = z.union([
  z.object({ kind: z.literal('image'), id: answerId(), title: answerText(300), description: text(2000), url: url(), width: answerCount(), height: answerCount() }),
  z.object({ kind: z.literal('video'), id: answerId(), title: answerText(300), description: text(2000), url: url(), embedUrl: url(), provider: z.enum(['youtube', 'vimeo']) }),
]);
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** C2.3 the project-return calculator: the profit of an amount at the campaign's rate, per period. */
export const projectReturnSchema = z.object({
  principal: figure(),
  interestRate: figure(),
  quarterlyProfit: figure(),
  returns: answerList(z.object({ period: z.enum(['yearly', 'quarterly', 'monthly', 'days']), factor: figure(), profit: figure(), total: figure() }), 10),
});
export type ProjectReturn = z.infer<typeof projectReturnSchema>;

/** C4.2 the owner's dashboard of one campaign. */
export const ownerDashboardSchema = z.object({
  campaign: campaignCardSchema,
  raisedAmount: figure(),
  goal: orNull(figure()),
  progress: figure(),
  investorsCount: answerCount(),
  followersCount: answerCount(),
  savedCount: answerCount(),
  earlyBirdCount: answerCount(),
  updatesCount: answerCount(),
  comments: z.object({ pending: answerCount(), approved: answerCount() }),
  daysLeft: orNull(figure()),
  declineReason: text(2000),
  completeness: completenessSchema,
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;

export const followerSchema = z.object({ userId: answerId(), followedAt: answerTimestamp() });
export type Follower = z.infer<typeof followerSchema>;
export const saverSchema = z.object({ userId: answerId(), savedAt: answerTimestamp() });

/** One investor of a campaign's investors tab (filled once investments exist). */
export const campaignInvestorRowSchema = z.object({ investorId: answerId(), name: answerText(200), slug: text(200), photo: text(500), amount: figure(), createdAt: answerTimestamp() });
export type CampaignInvestor = z.infer<typeof campaignInvestorRowSchema>;

export interface OptionView {
  id: string;
  key: string;
  name: string;
}
export interface BankView {
  id: string;
  code: string;
  name: string;
}
