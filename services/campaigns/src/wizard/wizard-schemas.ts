import { z } from 'zod';
import {
  amount,
  dateString,
  email,
  flexibleBoolean,
  opt,
  percent,
  positiveNumber,
  requiredText,
  text,
  title,
  url,
  wholeNumber,
} from '../common/parse';

/** Image fields: a data URL (new upload), the URL already stored, or null. */
const imageField = () => z.string('campaigns.imageInvalidFormat').max(4 * 1024 * 1024, 'campaigns.imageTooLarge');
const key = () =>
  z
    .string('common.invalidFormat')
    .trim()
    .min(1, 'common.required')
    .max(60, 'common.invalidFormat')
    .regex(/^[a-z0-9-]+$/, 'common.invalidFormat');

export const TERMS_SLUGS = ['equity', 'equity-with-dividends', 'debt'] as const;

/** POST campaigns/equities (C2.5 choose type). */
export const createSchema = z.object({ termsSlug: z.enum(TERMS_SLUGS, 'campaigns.chooseEquityOrDebt') }).strict();

/** Step 1 (C3.2, C5.4, C5.5). */
export const companyProfileSchema = z
  .object({
    companyName: opt(z.string('common.required').trim().min(10, 'campaigns.companyNameMin').max(200, 'campaigns.textTooLong')),
    website: opt(url()),
    address: opt(requiredText(300)),
    category: opt(key()),
    industry: opt(key()),
    companyLogo: opt(imageField()),
    phoneNumber: opt(
      z
        .string('campaigns.phoneInvalid')
        .trim()
        .regex(/^\+?\d{8,15}$/, 'campaigns.phoneInvalid'),
    ),
    description: opt(text(200, 'campaigns.descriptionMax')),
    descriptionAr: opt(text(200, 'campaigns.descriptionMax')),
    yearFounded: opt(
      z.coerce
        .number('campaigns.yearInvalid')
        .int('campaigns.yearInvalid')
        .min(1800, 'campaigns.yearInvalid')
        .max(new Date().getUTCFullYear(), 'campaigns.yearInvalid'),
    ),
    contactEmail: opt(email()),
  })
  .strict();
export const COMPANY_REQUIRED = [
  'companyName',
  'website',
  'address',
  'category',
  'industry',
  'companyLogo',
  'phoneNumber',
  'description',
  'contactEmail',
] as const;

export const propertyInfoSchema = z
  .object({
    propertyName: opt(requiredText(200)),
    propertyURL: opt(url()),
    propertyDetail: opt(requiredText(5000)),
    propertyStreet: opt(requiredText(200)),
    propertyCity: opt(requiredText(120)),
    propertyState: opt(requiredText(120)),
    propertyCountry: opt(
      z
        .string('common.invalidFormat')
        .trim()
        .regex(/^[A-Z]{2}$/, 'common.invalidFormat'),
    ),
    buildYear: opt(
      z.coerce
        .number('campaigns.yearInvalid')
        .int('campaigns.yearInvalid')
        .min(1800, 'campaigns.yearInvalid')
        .max(2100, 'campaigns.yearInvalid'),
    ),
    propertySize: opt(positiveNumber()),
    plotSize: opt(positiveNumber()),
  })
  .strict();

/** Step 2 fundraising (C3.1, C5.4, C5.6, C5.7). */
export const fundraisingSchema = z
  .object({
    equityCurrencyCode: opt(z.literal('OMR', 'common.invalidFormat')),
    goal: opt(amount()),
    minimumRaise: opt(
      z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z
          .number('campaigns.amountInvalid')
          .int('campaigns.amountInvalid')
          .min(1, 'campaigns.minimumRaiseTooLow')
          .max(Number.MAX_SAFE_INTEGER, 'campaigns.amountInvalid'),
      ),
    ),
    maximumRaise: opt(amount()),
    openDate: opt(z.string('campaigns.invalidOpeningDate')),
    openTime: opt(z.string('campaigns.invalidTimeFormat')),
    timezone: opt(z.string('campaigns.invalidTimezone')),
    closeDate: opt(dateString()),
    investingType: opt(z.enum(['fixed', 'flexible'], 'common.invalidFormat')),
    campaignAccreditation: opt(z.enum(['accredited', 'both'], 'common.invalidFormat')),
    termsSlug: opt(z.enum(TERMS_SLUGS, 'campaigns.chooseEquityOrDebt')),
    dealType: opt(key()),
    campaignStage: opt(key()),
    investingRound: opt(key()),
    propertyStage: opt(key()),
    repaymentMethod: opt(z.enum(['automatic', 'manual'], 'common.invalidFormat')),
    hasPropertyInfo: opt(
      z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], 'common.invalidFormat').transform((v) => Number(v) as 0 | 1),
    ),
    previouslyRaised: opt(z.union([z.literal(0), amount()])),
    totalRevenue: opt(z.union([z.literal(0), amount()])),
    hasLeadInvestor: opt(flexibleBoolean),
    propertyInfo: opt(propertyInfoSchema),
  })
  .strict();
export const FUNDRAISING_REQUIRED = [
  'goal',
  'closeDate',
  'minimumRaise',
  'maximumRaise',
  'campaignStage',
  'investingRound',
  'investingType',
] as const;

const frequency = () => z.enum(['monthly', 'quarterly', 'semi-annually', 'yearly'], 'common.invalidFormat');

/** Step 2 terms (C3.7, C5.7, C5.8). */
export const termsSchema = z
  .object({
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
    gracePeriod: opt(
      z.coerce
        .number('campaigns.wholeNumber')
        .int('campaigns.wholeNumber')
        .min(0, 'campaigns.wholeNumber')
        .max(120, 'campaigns.wholeNumber'),
    ),
    paymentFrequency: opt(frequency()),
    distributionOfNetProfit: opt(percent()),
    convertibleNote: opt(
      z
        .object({
          maturityDate: opt(dateString()),
          conversionTrigger: opt(text(500)),
          noteTerms: opt(text(5000)),
          purchaseValue: opt(amount()),
        })
        .strict(),
    ),
    siteFee: opt(z.object({ type: z.enum(['fixed', 'percentage'], 'common.invalidFormat'), value: positiveNumber() }).strict()),
  })
  .strict();

/** Step 3 story (C3.5, C5.1, C5.2). */
export const storySchema = z
  .object({
    uploadType: opt(z.enum(['image', 'video'], 'campaigns.uploadTypeRequired')),
    campaignName: opt(requiredText(200, 'campaigns.campaignNameRequired')),
    videoUrl: opt(z.string('campaigns.videoUrlInvalid').trim().max(500, 'campaigns.videoUrlInvalid')),
    coverImage: opt(imageField()),
    campaignStory: opt(z.string('campaigns.storyRequired').trim().max(50_000, 'campaigns.textTooLong')),
    campaignStoryAr: opt(z.string('common.invalidFormat').trim().max(50_000, 'campaigns.textTooLong')),
    highlights: opt(z.array(requiredText(200), 'common.invalidFormat').max(10, 'campaigns.textTooLong')),
    about: opt(z.string('common.invalidFormat').trim().max(255, 'campaigns.aboutMax')),
  })
  .strict();

const linkSchema = () => opt(url());

/** Step 5 extras (C3.6). */
export const extrasSchema = z
  .object({
    googleAnalyticsID: opt(
      z
        .string('common.invalidFormat')
        .trim()
        .regex(/^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/i, 'common.invalidFormat'),
    ),
    links: opt(
      z
        .object({
          facebook: linkSchema(),
          twitter: linkSchema(),
          youtube: linkSchema(),
          website: linkSchema(),
          linkedin: linkSchema(),
          custom: opt(z.array(z.object({ title: title(100), url: url() }).strict()).max(10, 'campaigns.textTooLong')),
        })
        .strict(),
    ),
    contractCopy: opt(flexibleBoolean),
    manageContract: opt(z.enum(['yes', 'no'], 'common.invalidFormat')),
    userUploadedContract: opt(z.string('campaigns.documentInvalidFormat').max(28 * 1024 * 1024, 'campaigns.documentTooLarge')),
  })
  .strict();

/** Step 6 payment detail (C3.8, C5.9, C5.13). */
export const paymentDetailSchema = z
  .object({
    accountType: opt(z.enum(['current', 'checking', 'savings'], 'common.required')),
    bankName: opt(requiredText(120)),
    accountNumber: opt(
      z
        .string('campaigns.accountNumberInvalid')
        .trim()
        .regex(/^\d{5,20}$/, 'campaigns.accountNumberInvalid'),
    ),
    confirmAccountNumber: opt(z.string('campaigns.accountNumbersMustMatch').trim()),
    routingNumber: opt(
      z
        .string('campaigns.routingNumberInvalid')
        .trim()
        .regex(/^[A-Za-z0-9]{9}$/, 'campaigns.routingNumberInvalid'),
    ),
    tos: opt(flexibleBoolean),
    achAccountId: opt(z.string('common.invalidFormat').trim().min(1, 'common.required').max(100, 'common.invalidFormat')),
    achCompanyName: opt(text(200)),
    achCreatedAt: opt(dateString()),
  })
  .strict();

export const faqSchema = z
  .object({
    question: requiredText(500),
    answer: opt(text(5000)),
    questionAr: opt(text(500)),
    answerAr: opt(text(5000)),
  })
  .strict();
export const faqPatchSchema = faqSchema.partial().strict();

export const teamMemberSchema = z
  .object({
    fullName: requiredText(120),
    role: requiredText(120),
    email: email(),
    bio: requiredText(2000),
    photo: opt(imageField()),
  })
  .strict();

export const leadInvestorSchema = z
  .object({
    investorType: z.enum(['individual', 'company'], 'common.required'),
    name: requiredText(120),
    bio: requiredText(2000),
    photo: opt(imageField()),
  })
  .strict();

export const imageSchema = z
  .object({ title: title(), description: opt(text(1000)), image: z.string('campaigns.imageRequired').min(1, 'campaigns.imageRequired') })
  .strict();
export const videoSchema = z
  .object({
    url: z.string('campaigns.videoUrlRequired').trim().min(1, 'campaigns.videoUrlRequired'),
    title: title(),
    description: opt(text(1000)),
  })
  .strict();
export const videoPatchSchema = videoSchema.partial().strict();
export const documentSchema = z
  .object({
    title: title(),
    visibility: z.enum(['public', 'private'], 'campaigns.visibilityRequired'),
    file: z.string('common.required').min(1, 'common.required'),
  })
  .strict();
export const documentPatchSchema = z
  .object({ title: opt(title()), visibility: opt(z.enum(['public', 'private'], 'campaigns.visibilityRequired')) })
  .strict();
export const updateSchema = z.object({ title: opt(text(200)), description: requiredText(10_000) }).strict();
export const updatePatchSchema = updateSchema.partial().strict();
