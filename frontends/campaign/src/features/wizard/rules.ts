/**
 * Client rules of the six wizard steps: checked as the person types after a first save attempt,
 * before anything is sent. A field's own rule (format, length) is the campaigns REST contract's
 * (`companyProfileSchema`, `teamMemberSchema`, `paymentDetailSchema` of @cf/contracts/rest), worded
 * here as `campaign:validation` keys; what needs the whole form (required on "save and continue",
 * C4.5–C4.12; dates against today; amounts against each other) is the form's. A "save draft" checks
 * only what was filled in (the service accepts partial steps).
 */
import { firstBroken } from '@cf/api-client';
import { companyProfileSchema, isHttpUrl, paymentDetailSchema, teamMemberSchema } from '@cf/contracts/rest';
import { parseOmrInput } from '@cf/i18n';
import { isVideoUrl } from '../../shared/video';

export interface RuleMessage {
  key: string;
  params?: Record<string, string | number>;
}
export type Errors<F extends string> = Partial<Record<F, RuleMessage>>;
const rule = (key: string, params?: RuleMessage['params']): RuleMessage => (params ? { key, params } : { key });
const blank = (v: string | boolean | null | undefined) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const LIMITS = {
  companyNameMin: 10,
  descriptionMax: 200,
  aboutMax: 255,
  highlightsMax: 10,
  highlightMax: 200,
  storyMax: 20_000,
  yearMin: 1800,
  accountMin: 5,
  accountMax: 20,
  routing: 9,
  fixedMaxDays: 90,
  flexibleMaxDays: 365,
  titleMax: 150,
  bioMax: 2000,
  reasonMax: 1000,
} as const;

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const HAS_LETTER = /\p{L}/u;
const DAY_MS = 86_400_000;

/** The campaigns contract's message keys in the wizard's words. */
const CAMPAIGN_TEXTS: Record<string, RuleMessage> = {
  'common.required': rule('required'),
  'campaigns.companyNameMin': rule('companyNameMin', { min: LIMITS.companyNameMin }),
  'campaigns.textTooLong': rule('maxLength', { max: 200 }),
  'campaigns.urlInvalid': rule('url'),
  'campaigns.phoneInvalid': rule('phone'),
  'campaigns.descriptionMax': rule('descriptionMax', { max: LIMITS.descriptionMax }),
  'campaigns.emailInvalid': rule('email'),
  'campaigns.accountNumberInvalid': rule('accountNumber', { min: LIMITS.accountMin, max: LIMITS.accountMax }),
  'campaigns.routingNumberInvalid': rule('routing', { length: LIMITS.routing }),
  'campaigns.ibanInvalid': rule('iban'),
};

/** The value in baisa of an amount typed in rials, or null. */
export const baisaOf = (text: string): bigint | null => (text.trim() === '' ? null : parseOmrInput(text));

function positiveNumber(text: string, max?: number): RuleMessage | undefined {
  const v = text.trim().replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  if (!/^\d+(\.\d{1,2})?$/.test(v) || Number(v) <= 0) return rule('positive');
  if (max !== undefined && Number(v) > max) return rule('maxValue', { max });
  return undefined;
}
function positiveInteger(text: string): RuleMessage | undefined {
  return /^\d+$/.test(text.trim()) && Number(text.trim()) > 0 ? undefined : rule('positiveInteger');
}

// ---- step 1: company info (C4.5, C5.4, C5.5) -----------------------------------------------------

export interface CompanyForm {
  companyName: string;
  website: string;
  address: string;
  category: string;
  industry: string;
  companyLogo: string;
  phoneNumber: string;
  description: string;
  descriptionAr: string;
  yearFounded: string;
  contactEmail: string;
}
export const COMPANY_REQUIRED: Array<keyof CompanyForm> = [
  'companyName', 'website', 'address', 'category', 'industry', 'companyLogo', 'phoneNumber', 'description', 'descriptionAr', 'contactEmail',
];

export function validateCompany(v: CompanyForm, requireAll: boolean, thisYear = new Date().getFullYear()): Errors<keyof CompanyForm> {
  const e: Errors<keyof CompanyForm> = {};
  if (requireAll) for (const f of COMPANY_REQUIRED) if (blank(v[f])) e[f] = rule('required');
  for (const field of ['companyName', 'website', 'phoneNumber', 'description', 'descriptionAr', 'contactEmail'] as const) {
    const broken = blank(v[field]) ? undefined : firstBroken(companyProfileSchema.shape[field], v[field], CAMPAIGN_TEXTS);
    if (broken) e[field] = broken;
  }
  if (!blank(v.yearFounded)) {
    const year = Number(v.yearFounded);
    if (!/^\d{4}$/.test(v.yearFounded.trim()) || year < LIMITS.yearMin || year > thisYear) e.yearFounded = rule('year', { min: LIMITS.yearMin, max: thisYear });
  }
  return e;
}

// ---- step 2: fundraising detail and terms (C4.6–C4.9, C5.6–C5.8) ---------------------------------

export interface FundraisingForm {
  termsSlug: string;
  equityCurrencyCode: string;
  goal: string;
  minimumRaise: string;
  maximumRaise: string;
  openDate: string;
  openTime: string;
  timezone: string;
  closeDate: string;
  investingType: string;
  campaignAccreditation: string;
  dealType: string;
  campaignStage: string;
  investingRound: string;
  repaymentMethod: string;
  hasPropertyInfo: string;
  hasLeadInvestor: boolean;
  previouslyRaised: string;
  totalRevenue: string;
  // terms
  availableShares: string;
  equityAvailable: string;
  pricePerShare: string;
  preMoneyValuation: string;
  interestRate: string;
  investFrequency: string;
  termLength: string;
  gracePeriod: string;
  paybackStartDate: string;
  distributionOfNetProfit: string;
  // terms ranges and shares (C3.7): min ≤ value ≤ max, like the service
  totalSharesOffered: string;
  minimumShares: string;
  maximumShares: string;
  equityAvailableMin: string;
  equityAvailableMax: string;
  preMoneyValuationMin: string;
  preMoneyValuationMax: string;
  interestRateMin: string;
  interestRateMax: string;
  termLengthMin: string;
  termLengthMax: string;
  // convertible note (C3.7), sent as `convertibleNote` (all blank → null)
  maturityDate: string;
  conversionTrigger: string;
  noteTerms: string;
  purchaseValue: string;
  // site fee (C3.7), sent as `siteFee: {type, value}` (both blank → null); value baisa when fixed, percent otherwise
  siteFeeType: string;
  siteFeeValue: string;
  // property
  propertyName: string;
  propertyURL: string;
  propertyDetail: string;
  propertyStreet: string;
  propertyCity: string;
  propertyState: string;
  propertyCountry: string;
  propertySize: string;
  plotSize: string;
  buildYear: string;
}
type FF = keyof FundraisingForm;
export const FUNDRAISING_REQUIRED: FF[] = ['equityCurrencyCode', 'goal', 'minimumRaise', 'maximumRaise', 'investingType', 'campaignAccreditation', 'termsSlug', 'openDate', 'closeDate', 'campaignStage', 'investingRound'];
export const EQUITY_REQUIRED: FF[] = ['availableShares', 'equityAvailable', 'preMoneyValuation'];
export const DEBT_REQUIRED: FF[] = ['interestRate', 'investFrequency', 'termLength', 'preMoneyValuation'];
export const PROPERTY_REQUIRED: FF[] = ['propertyName', 'propertyURL', 'propertyDetail', 'propertyStreet', 'propertyCity', 'propertyState', 'propertyCountry', 'propertySize', 'plotSize'];
export const isDebtTerms = (slug: string) => slug === 'debt' || slug === 'equity-with-dividends';
/** Terms fields shown (and sent) only for equity campaigns, and only for debt / equity-with-dividends ones. */
export const EQUITY_ONLY: FF[] = ['availableShares', 'totalSharesOffered', 'minimumShares', 'maximumShares', 'equityAvailable', 'equityAvailableMin', 'equityAvailableMax', 'pricePerShare'];
export const DEBT_ONLY: FF[] = ['interestRate', 'interestRateMin', 'interestRateMax', 'investFrequency', 'termLength', 'termLengthMin', 'termLengthMax', 'gracePeriod', 'paybackStartDate', 'distributionOfNetProfit'];
export const NOTE_LIMITS = { conversionTriggerMax: 500, noteTermsMax: 5000 } as const;

export interface GoalBounds {
  minimumGoal?: number;
  maximumGoal?: number;
}

export function validateFundraising(v: FundraisingForm, requireAll: boolean, bounds: GoalBounds = {}): Errors<FF> {
  const e: Errors<FF> = {};
  const debt = isDebtTerms(v.termsSlug);
  if (requireAll) {
    const required = [...FUNDRAISING_REQUIRED, ...(debt ? DEBT_REQUIRED : EQUITY_REQUIRED), ...(!debt && v.hasPropertyInfo === '1' ? PROPERTY_REQUIRED : [])];
    for (const f of required) if (blank(v[f])) e[f] = rule('required');
  }
  if (!blank(v.termsSlug) && !['equity', 'equity-with-dividends', 'debt'].includes(v.termsSlug)) e.termsSlug = rule('chooseType');
  const goal = baisaOf(v.goal);
  const min = baisaOf(v.minimumRaise);
  const max = baisaOf(v.maximumRaise);
  if (!blank(v.goal)) {
    if (goal === null || goal <= 0n) e.goal = rule('amount');
    else if (bounds.minimumGoal && goal < BigInt(bounds.minimumGoal)) e.goal = rule('goalMin');
    else if (bounds.maximumGoal && goal > BigInt(bounds.maximumGoal)) e.goal = rule('goalMax');
  }
  if (!blank(v.minimumRaise)) {
    if (min === null || min < 1n) e.minimumRaise = rule('minimumRaiseMin');
    else if (goal !== null && goal > 0n && min >= goal) e.minimumRaise = rule('minimumBelowGoal');
  }
  if (!blank(v.maximumRaise)) {
    if (max === null || max <= 0n) e.maximumRaise = rule('amount');
    else if (min !== null && max <= min) e.maximumRaise = rule('maximumAboveMinimum');
    else if (goal !== null && goal > 0n && max > goal) e.maximumRaise = rule('maximumNotAboveGoal');
  }
  if (!blank(v.openTime) && !TIME.test(v.openTime.trim())) e.openTime = rule('time');
  if (!blank(v.openDate) && !blank(v.closeDate)) {
    const open = Date.parse(v.openDate);
    const close = Date.parse(v.closeDate);
    if (Number.isFinite(open) && Number.isFinite(close)) {
      if (close < open) e.closeDate = rule('closeAfterOpen');
      else {
        const maxDays = v.investingType === 'flexible' ? LIMITS.flexibleMaxDays : v.investingType === 'fixed' ? LIMITS.fixedMaxDays : null;
        if (maxDays !== null && (close - open) / DAY_MS > maxDays) e.closeDate = rule('campaignLength', { days: maxDays });
      }
    }
  }
  for (const f of ['previouslyRaised', 'totalRevenue', 'preMoneyValuation', 'pricePerShare'] as const) {
    if (!blank(v[f]) && (baisaOf(v[f]) === null || baisaOf(v[f])! <= 0n)) e[f] = rule('amount');
  }
  if (!blank(v.equityAvailable)) e.equityAvailable = positiveNumber(v.equityAvailable, 100) ?? e.equityAvailable;
  if (!blank(v.interestRate)) e.interestRate = positiveNumber(v.interestRate, 100) ?? e.interestRate;
  if (!blank(v.distributionOfNetProfit)) e.distributionOfNetProfit = positiveNumber(v.distributionOfNetProfit, 100) ?? e.distributionOfNetProfit;
  for (const f of ['availableShares', 'termLength', 'propertySize', 'plotSize'] as const) if (!blank(v[f])) e[f] = positiveInteger(v[f]) ?? e[f];
  if (!blank(v.gracePeriod) && !/^\d+$/.test(v.gracePeriod.trim())) e.gracePeriod = rule('positiveInteger');
  if (!blank(v.propertyURL) && !isHttpUrl(v.propertyURL.trim())) e.propertyURL = rule('url');
  validateTermRanges(v, e);
  // Fields of the other terms type are neither shown nor sent: no hidden errors for them.
  for (const f of debt ? EQUITY_ONLY : DEBT_ONLY) delete e[f];
  if (v.termsSlug !== 'equity-with-dividends') delete e.distributionOfNetProfit;
  for (const k of Object.keys(e) as FF[]) if (e[k] === undefined) delete e[k];
  return e;
}

/** A number typed as digits (Arabic-Indic digits accepted), for comparisons after the format is checked. */
const numberOf = (text: string): number => Number(text.trim().replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)));

/**
 * C3.7, C5.6–C5.7 terms beyond the single values: each min/max pair positive and min not above max (the
 * service's `rangeOrder`, reported on the max field), the value itself within its pair; shares
 * minimum ≤ maximum ≤ total offered, available ≤ total; convertible note and site fee formats. The
 * C5.8 bounds (PRE_MONEY_MIN, PRICE_PER_SHARE_MAX) are configuration the client is not told, so only the
 * service checks them; its message shows beside the field.
 */
function validateTermRanges(v: FundraisingForm, e: Errors<FF>): void {
  for (const f of ['equityAvailableMin', 'equityAvailableMax', 'interestRateMin', 'interestRateMax'] as const) if (!blank(v[f])) e[f] = positiveNumber(v[f], 100) ?? e[f];
  for (const f of ['preMoneyValuationMin', 'preMoneyValuationMax', 'purchaseValue'] as const) {
    if (!blank(v[f]) && (baisaOf(v[f]) === null || baisaOf(v[f])! <= 0n)) e[f] = rule('amount');
  }
  for (const f of ['totalSharesOffered', 'minimumShares', 'maximumShares', 'termLengthMin', 'termLengthMax'] as const) if (!blank(v[f])) e[f] = positiveInteger(v[f]) ?? e[f];
  // A value usable for comparing: filled in and valid.
  const usable = (f: FF) => !blank(v[f] as string) && e[f] === undefined;
  const pair = (value: FF, min: FF, max: FF, read: (text: string) => number | bigint) => {
    const lo = usable(min) ? read(v[min] as string) : null;
    const hi = usable(max) ? read(v[max] as string) : null;
    if (lo !== null && hi !== null && lo > hi) e[max] = rule('minAboveMax');
    if (!usable(value)) return;
    const x = read(v[value] as string);
    if (lo !== null && hi !== null && lo <= hi && (x < lo || x > hi)) e[value] = rule('outsideRange');
    else if (lo !== null && (hi === null || lo <= hi) && x < lo) e[value] = rule('belowMinimum');
    else if (hi !== null && (lo === null || lo <= hi) && x > hi) e[value] = rule('aboveMaximum');
  };
  const money = (text: string) => baisaOf(text)!;
  pair('equityAvailable', 'equityAvailableMin', 'equityAvailableMax', numberOf);
  pair('preMoneyValuation', 'preMoneyValuationMin', 'preMoneyValuationMax', money);
  pair('interestRate', 'interestRateMin', 'interestRateMax', numberOf);
  pair('termLength', 'termLengthMin', 'termLengthMax', numberOf);
  // Shares: minimum ≤ maximum ≤ total offered; available ≤ total offered.
  const total = usable('totalSharesOffered') ? numberOf(v.totalSharesOffered) : null;
  if (usable('minimumShares') && usable('maximumShares') && numberOf(v.minimumShares) > numberOf(v.maximumShares)) e.maximumShares = rule('minAboveMax');
  if (total !== null) {
    if (usable('maximumShares') && numberOf(v.maximumShares) > total) e.maximumShares = rule('notAboveTotalShares');
    if (usable('minimumShares') && numberOf(v.minimumShares) > total) e.minimumShares = rule('notAboveTotalShares');
    if (usable('availableShares') && numberOf(v.availableShares) > total) e.availableShares = rule('notAboveTotalShares');
  }
  if (!blank(v.conversionTrigger) && v.conversionTrigger.trim().length > NOTE_LIMITS.conversionTriggerMax) e.conversionTrigger = rule('maxLength', { max: NOTE_LIMITS.conversionTriggerMax });
  if (!blank(v.noteTerms) && v.noteTerms.trim().length > NOTE_LIMITS.noteTermsMax) e.noteTerms = rule('maxLength', { max: NOTE_LIMITS.noteTermsMax });
  // Site fee: a type and a value together; a fixed fee is an amount in rials, a percentage at most 100.
  if (!blank(v.siteFeeValue) && blank(v.siteFeeType)) e.siteFeeType = rule('required');
  if (!blank(v.siteFeeType) && blank(v.siteFeeValue)) e.siteFeeValue = rule('required');
  if (!blank(v.siteFeeValue)) {
    if (v.siteFeeType === 'fixed') {
      const fee = baisaOf(v.siteFeeValue);
      if (fee === null || fee <= 0n) e.siteFeeValue = rule('amount');
    } else if (v.siteFeeType === 'percentage') e.siteFeeValue = positiveNumber(v.siteFeeValue, 100) ?? e.siteFeeValue;
  }
}

// ---- step 3: story (C4.10, C5.1, C5.2) -----------------------------------------------------------

export const TEXT_LANGUAGES = ['ar', 'en', 'fr'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
/** The name, summary and highlights in the other languages (issue 36), e.g. `about_fr`; highlights one per line. */
export type TranslatedField = `${'campaignName' | 'about' | 'highlights'}_${TextLanguage}`;

export type StoryForm = {
  uploadType: string;
  /** The language campaignName, about and highlights are written in. */
  textLanguage: string;
  campaignName: string;
  videoUrl: string;
  coverImage: string;
  campaignStory: string;
  campaignStoryAr: string;
  highlights: string;
  about: string;
} & Record<TranslatedField, string>;

export function validateStory(v: StoryForm, requireAll: boolean): Errors<keyof StoryForm> {
  const e: Errors<keyof StoryForm> = {};
  if (requireAll) {
    for (const f of ['uploadType', 'campaignName', 'campaignStory', 'campaignStoryAr'] as const) if (blank(v[f])) e[f] = rule('required');
    if (v.uploadType === 'video' && blank(v.videoUrl)) e.videoUrl = rule('required');
    if (v.uploadType === 'image' && blank(v.coverImage)) e.coverImage = rule('imageRequired');
  }
  if (!blank(v.videoUrl) && !isVideoUrl(v.videoUrl)) e.videoUrl = rule('videoUrl');
  if (v.about.trim().length > LIMITS.aboutMax) e.about = rule('aboutMax', { max: LIMITS.aboutMax });
  const highlights = highlightList(v.highlights);
  if (highlights.length > LIMITS.highlightsMax) e.highlights = rule('highlightsMax', { max: LIMITS.highlightsMax });
  for (const lang of TEXT_LANGUAGES) {
    if (lang === v.textLanguage) continue;
    if (v[`about_${lang}`].trim().length > LIMITS.aboutMax) e[`about_${lang}`] = rule('aboutMax', { max: LIMITS.aboutMax });
    if (highlightList(v[`highlights_${lang}`]).length > LIMITS.highlightsMax) e[`highlights_${lang}`] = rule('highlightsMax', { max: LIMITS.highlightsMax });
    // A summary or highlights without the name would be shown under the other language's name.
    if (blank(v[`campaignName_${lang}`]) && (!blank(v[`about_${lang}`]) || !blank(v[`highlights_${lang}`]))) e[`campaignName_${lang}`] = rule('required');
  }
  return e;
}
export const highlightList = (text: string) =>
  text
    .split('\n')
    .map((h) => h.trim())
    .filter(Boolean);

// ---- step 5 items (C5.4, C5.5) -------------------------------------------------------------------

export function checkTitle(title: string): RuleMessage | undefined {
  if (blank(title)) return rule('required');
  return HAS_LETTER.test(title) ? undefined : rule('titleLetter');
}
export function checkUrl(url: string, required = false): RuleMessage | undefined {
  if (blank(url)) return required ? rule('required') : undefined;
  return isHttpUrl(url.trim()) ? undefined : rule('url');
}
export function checkVideo(url: string): RuleMessage | undefined {
  if (blank(url)) return rule('required');
  return isVideoUrl(url) ? undefined : rule('videoUrl');
}
export interface TeamForm {
  fullName: string;
  role: string;
  email: string;
  bio: string;
}
export function validateTeamMember(v: TeamForm): Errors<keyof TeamForm> {
  const e: Errors<keyof TeamForm> = {};
  for (const f of ['fullName', 'role', 'email', 'bio'] as const) if (blank(v[f])) e[f] = rule('required');
  for (const field of ['email', 'bio'] as const) {
    const broken = e[field] ? undefined : firstBroken(teamMemberSchema.shape[field], v[field], { ...CAMPAIGN_TEXTS, 'campaigns.textTooLong': rule('maxLength', { max: LIMITS.bioMax }) });
    if (broken) e[field] = broken;
  }
  return e;
}

// ---- step 6: funding (C4.12, C5.9) ---------------------------------------------------------------

export interface FundingForm {
  accountType: string;
  bankName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  routingNumber: string;
  iban: string;
  tos: boolean;
}
export function validateFunding(v: FundingForm, requireAll: boolean): Errors<keyof FundingForm> {
  const e: Errors<keyof FundingForm> = {};
  if (requireAll) {
    for (const f of ['accountType', 'bankName', 'accountNumber', 'confirmAccountNumber', 'routingNumber'] as const) if (blank(v[f])) e[f] = rule('required');
    if (!v.tos) e.tos = rule('tos');
  }
  const account = v.accountNumber.trim();
  for (const field of ['accountNumber', 'routingNumber', 'iban'] as const) {
    const broken = blank(v[field]) ? undefined : firstBroken(paymentDetailSchema.shape[field], v[field], CAMPAIGN_TEXTS);
    if (broken) e[field] = broken;
  }
  if (!blank(v.confirmAccountNumber) && v.confirmAccountNumber.trim() !== account) e.confirmAccountNumber = rule('accountsMatch');
  return e;
}

// ---- files (C5.3) --------------------------------------------------------------------------------

export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** C5.3: the campaign picture is 700×500; gallery images at least that. */
export const COVER_SIZE = { width: 700, height: 500 };

export type ImageRule = 'cover' | 'gallery' | 'logo' | 'photo';
export interface FileFacts {
  type: string;
  size: number;
  width?: number;
  height?: number;
}

/** Type and size, checked before the picture is even decoded. */
export function checkFileBasics(file: FileFacts, kind: ImageRule | 'document'): RuleMessage | undefined {
  if (kind === 'document') {
    if (!DOCUMENT_TYPES.includes(file.type)) return rule('documentType');
    return file.size > DOCUMENT_MAX_BYTES ? rule('fileSize', { max: 20 }) : undefined;
  }
  if (!IMAGE_TYPES.includes(file.type)) return rule('imageType');
  return file.size > IMAGE_MAX_BYTES ? rule('fileSize', { max: 2 }) : undefined;
}

/** Pixel size: the cover exactly 700×500, gallery images at least 700×500 (C5.3). */
export function checkImageSize(file: FileFacts, kind: ImageRule): RuleMessage | undefined {
  if (file.width === undefined || file.height === undefined) return undefined;
  if (kind === 'cover' && (file.width !== COVER_SIZE.width || file.height !== COVER_SIZE.height)) return rule('coverSize', COVER_SIZE);
  if (kind === 'gallery' && (file.width < COVER_SIZE.width || file.height < COVER_SIZE.height)) return rule('gallerySize', COVER_SIZE);
  return undefined;
}
