import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../../http/envelope';
import { isIban } from '../iban';
import {
  amount,
  boundedWhole,
  dateString,
  email,
  flexibleBoolean,
  imageField,
  opt,
  optionKey,
  percent,
  positiveNumber,
  requiredText,
  text,
  title,
  url,
  wholeNumber,
} from './fields';

/**
 * The request bodies of the campaign wizard and its items (C3, C5): the campaigns service parses
 * with them and the wizard's forms check with them. Unknown fields are refused (strict objects).
 */

export const TERMS_SLUGS = ['equity', 'equity-with-dividends', 'debt'] as const;

/** POST campaigns/equities (C2.5 choose type). */
export const createSchema = z.strictObject({ termsSlug: z.enum(TERMS_SLUGS, 'campaigns.chooseEquityOrDebt') });

/** C5.4: a company phone, 8 to 15 digits with an optional +. */
export const COMPANY_PHONE = /^\+?\d{8,15}$/;

/** Step 1 (C3.2, C5.4, C5.5). */
export const companyProfileSchema = z.strictObject({
  companyName: opt(z.string('common.required').check(z.trim(), z.minLength(10, 'campaigns.companyNameMin'), z.maxLength(200, 'campaigns.textTooLong'))),
  website: opt(url()),
  address: opt(requiredText(300)),
  category: opt(optionKey()),
  industry: opt(optionKey()),
  companyLogo: opt(imageField()),
  phoneNumber: opt(z.string('campaigns.phoneInvalid').check(z.trim(), z.regex(COMPANY_PHONE, 'campaigns.phoneInvalid'))),
  description: opt(text(200, 'campaigns.descriptionMax')),
  descriptionAr: opt(text(200, 'campaigns.descriptionMax')),
  yearFounded: opt(boundedWhole(1800, new Date().getUTCFullYear(), 'campaigns.yearInvalid')),
  contactEmail: opt(email()),
});
export const COMPANY_REQUIRED = ['companyName', 'website', 'address', 'category', 'industry', 'companyLogo', 'phoneNumber', 'description', 'contactEmail'] as const;

export const propertyInfoSchema = z.strictObject({
  propertyName: opt(requiredText(200)),
  propertyURL: opt(url()),
  propertyDetail: opt(requiredText(5000)),
  propertyStreet: opt(requiredText(200)),
  propertyCity: opt(requiredText(120)),
  propertyState: opt(requiredText(120)),
  propertyCountry: opt(z.string('common.invalidFormat').check(z.trim(), z.regex(/^[A-Z]{2}$/, 'common.invalidFormat'))),
  buildYear: opt(boundedWhole(1800, 2100, 'campaigns.yearInvalid')),
  propertySize: opt(positiveNumber()),
  plotSize: opt(positiveNumber()),
});

/** Step 2 fundraising (C3.1, C5.4, C5.6, C5.7). */
export const fundraisingSchema = z.strictObject({
  equityCurrencyCode: opt(z.literal('OMR', 'common.invalidFormat')),
  goal: opt(amount()),
  minimumRaise: opt(
    z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)),
      z.number('campaigns.amountInvalid').check(z.int('campaigns.amountInvalid'), z.minimum(1, 'campaigns.minimumRaiseTooLow'), z.maximum(Number.MAX_SAFE_INTEGER, 'campaigns.amountInvalid')),
    ),
  ),
  maximumRaise: opt(amount()),
  openDate: opt(z.string('campaigns.invalidOpeningDate').check(z.maxLength(10, 'campaigns.invalidOpeningDate'))),
  openTime: opt(z.string('campaigns.invalidTimeFormat').check(z.maxLength(5, 'campaigns.invalidTimeFormat'))),
  timezone: opt(z.string('campaigns.invalidTimezone').check(z.maxLength(64, 'campaigns.invalidTimezone'))),
  closeDate: opt(dateString()),
  investingType: opt(z.enum(['fixed', 'flexible'], 'common.invalidFormat')),
  campaignAccreditation: opt(z.enum(['accredited', 'both'], 'common.invalidFormat')),
  termsSlug: opt(z.enum(TERMS_SLUGS, 'campaigns.chooseEquityOrDebt')),
  dealType: opt(optionKey()),
  campaignStage: opt(optionKey()),
  investingRound: opt(optionKey()),
  propertyStage: opt(optionKey()),
  repaymentMethod: opt(z.enum(['automatic', 'manual'], 'common.invalidFormat')),
  hasPropertyInfo: opt(
    z.pipe(
      z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], 'common.invalidFormat'),
      z.transform((v) => Number(v) as 0 | 1),
    ),
  ),
  previouslyRaised: opt(z.union([z.literal(0), amount()])),
  totalRevenue: opt(z.union([z.literal(0), amount()])),
  hasLeadInvestor: opt(flexibleBoolean),
  propertyInfo: opt(propertyInfoSchema),
});
export const FUNDRAISING_REQUIRED = ['goal', 'closeDate', 'minimumRaise', 'maximumRaise', 'campaignStage', 'investingRound', 'investingType'] as const;

const frequency = () => z.enum(['monthly', 'quarterly', 'semi-annually', 'yearly'], 'common.invalidFormat');

/** Step 2 terms (C3.7, C5.7, C5.8). */
export const termsSchema = z.strictObject({
  pricePerShare: opt(amount()),
  availableShares: opt(wholeNumber()),
  totalSharesOffered: opt(wholeNumber()),
  minimumShares: opt(wholeNumber()),
  maximumShares: opt(wholeNumber()),
  equityAvailable: opt(percent()),
  equityAvailableMin: opt(percent()),
  equityAvailableMax: opt(percent()),
  preMoneyValuation: opt(amount()),
  preMoneyValuationMin: opt(amount()),
  preMoneyValuationMax: opt(amount()),
  interestRate: opt(percent()),
  interestRateMin: opt(percent()),
  interestRateMax: opt(percent()),
  paybackStartDate: opt(dateString()),
  investFrequency: opt(frequency()),
  termLength: opt(wholeNumber()),
  termLengthMin: opt(wholeNumber()),
  termLengthMax: opt(wholeNumber()),
  gracePeriod: opt(boundedWhole(0, 120, 'campaigns.wholeNumber')),
  paymentFrequency: opt(frequency()),
  distributionOfNetProfit: opt(percent()),
  convertibleNote: opt(
    z.strictObject({
      maturityDate: opt(dateString()),
      conversionTrigger: opt(text(500)),
      noteTerms: opt(text(5000)),
      purchaseValue: opt(amount()),
    }),
  ),
  siteFee: opt(z.strictObject({ type: z.enum(['fixed', 'percentage'], 'common.invalidFormat'), value: positiveNumber() })),
});

/**
 * The campaign's name, summary and highlights in another interface language than the one the owner
 * writes in (issue 36): a reader sees them in their language, or, where the owner wrote none, in the
 * campaign's own language, said so (`textLanguage` of the answers).
 */
export const storyTranslationSchema = z.strictObject({
  campaignName: opt(z.string('common.invalidFormat').check(z.trim(), z.maxLength(200, 'campaigns.textTooLong'))),
  about: opt(z.string('common.invalidFormat').check(z.trim(), z.maxLength(255, 'campaigns.aboutMax'))),
  highlights: opt(z.array(requiredText(200), 'common.invalidFormat').check(z.maxLength(10, 'campaigns.textTooLong'))),
});
export type StoryTranslationInput = z.infer<typeof storyTranslationSchema>;

/** Step 3 story (C3.5, C5.1, C5.2). */
export const storySchema = z.strictObject({
  /** The language the name, summary and highlights above are written in. */
  textLanguage: opt(z.enum(SUPPORTED_LANGUAGES, 'common.invalidFormat')),
  translations: opt(z.strictObject({ ar: opt(storyTranslationSchema), en: opt(storyTranslationSchema), fr: opt(storyTranslationSchema) })),
  uploadType: opt(z.enum(['image', 'video'], 'campaigns.uploadTypeRequired')),
  campaignName: opt(requiredText(200, 'campaigns.campaignNameRequired')),
  videoUrl: opt(z.string('campaigns.videoUrlInvalid').check(z.trim(), z.maxLength(500, 'campaigns.videoUrlInvalid'))),
  coverImage: opt(imageField()),
  campaignStory: opt(z.string('campaigns.storyRequired').check(z.trim(), z.maxLength(50_000, 'campaigns.textTooLong'))),
  campaignStoryAr: opt(z.string('common.invalidFormat').check(z.trim(), z.maxLength(50_000, 'campaigns.textTooLong'))),
  highlights: opt(z.array(requiredText(200), 'common.invalidFormat').check(z.maxLength(10, 'campaigns.textTooLong'))),
  about: opt(z.string('common.invalidFormat').check(z.trim(), z.maxLength(255, 'campaigns.aboutMax'))),
});

/** Step 5 extras (C3.6). */
export const extrasSchema = z.strictObject({
  googleAnalyticsID: opt(z.string('common.invalidFormat').check(z.trim(), z.regex(/^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/i, 'common.invalidFormat'))),
  links: opt(
    z.strictObject({
      facebook: opt(url()),
      twitter: opt(url()),
      youtube: opt(url()),
      website: opt(url()),
      linkedin: opt(url()),
      custom: opt(z.array(z.strictObject({ title: title(100), url: url() })).check(z.maxLength(10, 'campaigns.textTooLong'))),
    }),
  ),
  contractCopy: opt(flexibleBoolean),
  manageContract: opt(z.enum(['yes', 'no'], 'common.invalidFormat')),
  userUploadedContract: opt(z.string('campaigns.documentInvalidFormat').check(z.maxLength(28 * 1024 * 1024, 'campaigns.documentTooLarge'))),
});

/** C5.9: 5 to 20 digits. */
export const CAMPAIGN_ACCOUNT_NUMBER = /^\d{5,20}$/;
/** C5.9: 9 letters or digits. */
export const CAMPAIGN_ROUTING_NUMBER = /^[A-Za-z0-9]{9}$/;

/** Step 6 payment detail (C3.8, C5.9, C5.13). */
export const paymentDetailSchema = z.strictObject({
  accountType: opt(z.enum(['current', 'checking', 'savings'], 'common.required')),
  bankName: opt(requiredText(120)),
  accountNumber: opt(z.string('campaigns.accountNumberInvalid').check(z.trim(), z.regex(CAMPAIGN_ACCOUNT_NUMBER, 'campaigns.accountNumberInvalid'))),
  confirmAccountNumber: opt(z.string('campaigns.accountNumbersMustMatch').check(z.trim(), z.maxLength(20, 'campaigns.accountNumbersMustMatch'))),
  routingNumber: opt(z.string('campaigns.routingNumberInvalid').check(z.trim(), z.regex(CAMPAIGN_ROUTING_NUMBER, 'campaigns.routingNumberInvalid'))),
  /** Beside the specification's fields: the payout account's IBAN, as printed (kept in electronic form). */
  iban: opt(z.string('campaigns.ibanInvalid').check(z.maxLength(50, 'campaigns.ibanInvalid'), z.refine(isIban, 'campaigns.ibanInvalid'))),
  tos: opt(flexibleBoolean),
  achAccountId: opt(z.string('common.invalidFormat').check(z.trim(), z.minLength(1, 'common.required'), z.maxLength(100, 'common.invalidFormat'))),
  achCompanyName: opt(text(200)),
  achCreatedAt: opt(dateString()),
});

export const faqSchema = z.strictObject({
  question: requiredText(500),
  answer: opt(text(5000)),
  questionAr: opt(text(500)),
  answerAr: opt(text(5000)),
});
export const faqPatchSchema = z.partial(faqSchema);

const bioText = () => z.string('common.invalidFormat').check(z.trim(), z.maxLength(2000, 'campaigns.textTooLong'));

export const teamMemberSchema = z.strictObject({
  fullName: requiredText(120),
  role: requiredText(120),
  email: email(),
  /** In the campaign's language (`textLanguage` of the story). */
  bio: requiredText(2000),
  /** The biography in the other languages (issue 36), each optional. */
  bioTranslations: opt(z.strictObject({ ar: opt(bioText()), en: opt(bioText()), fr: opt(bioText()) })),
  photo: opt(imageField()),
});

export const teamMemberPatchSchema = z.partial(teamMemberSchema);

export const leadInvestorSchema = z.strictObject({
  investorType: z.enum(['individual', 'company'], 'common.required'),
  name: requiredText(120),
  bio: requiredText(2000),
  photo: opt(imageField()),
});

export const leadInvestorPatchSchema = z.partial(leadInvestorSchema);

export const imageSchema = z.strictObject({
  title: title(),
  description: opt(text(1000)),
  image: z.string('campaigns.imageRequired').check(z.minLength(1, 'campaigns.imageRequired'), z.maxLength(4 * 1024 * 1024, 'campaigns.imageTooLarge')),
});
export const videoSchema = z.strictObject({
  url: z.string('campaigns.videoUrlRequired').check(z.trim(), z.minLength(1, 'campaigns.videoUrlRequired'), z.maxLength(500, 'campaigns.urlInvalid')),
  title: title(),
  description: opt(text(1000)),
});
export const videoPatchSchema = z.partial(videoSchema);
export const documentSchema = z.strictObject({
  title: title(),
  visibility: z.enum(['public', 'private'], 'campaigns.visibilityRequired'),
  /** A data URL: 20 MB of document is about 28 million characters of base64. */
  file: z.string('common.required').check(z.minLength(1, 'common.required'), z.maxLength(28 * 1024 * 1024, 'campaigns.documentTooLarge')),
});
export const documentPatchSchema = z.strictObject({ title: opt(title()), visibility: opt(z.enum(['public', 'private'], 'campaigns.visibilityRequired')) });
export const updateSchema = z.strictObject({ title: opt(text(200)), description: requiredText(10_000) });
export const updatePatchSchema = z.partial(updateSchema);
