import * as z from 'zod/mini';
import type { ListPage } from '../../http/envelope';
import { defineEndpoint, responseOf } from '../define-endpoint';
import { pageLimit, PHONE } from '../identity/fields';
import type { ConsentState } from './consent';

export * from './documents';
export * from './consent';
export * from './remarks';
export * from './investor-account';

/**
 * Account verification (A2.11, A2.20, A3.8-A3.9, A4.3-A4.4, A5.12-A5.14, A6.4, A7.7, A7.9): the
 * investor profile, declarations with their gates, the suitability test, the review, and the
 * investor's class and limits from the jurisdiction pack.
 */

/** A4.3: verification status (KYC, accreditation, child account). */
export const VERIFICATION_STATUSES = ['PENDING', 'UNDER-PROCESS', 'UNDER-REVIEW', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** A4.3: PENDING, UNDER-PROCESS, DECLINED and EXPIRED in danger; UNDER-REVIEW info; ACCEPTED success. */
export const VERIFICATION_STATUS_TONE: Record<VerificationStatus, 'danger' | 'info' | 'success'> = {
  PENDING: 'danger',
  'UNDER-PROCESS': 'danger',
  'UNDER-REVIEW': 'info',
  ACCEPTED: 'success',
  DECLINED: 'danger',
  EXPIRED: 'danger',
};

/** A3.8: sources of income. */
export const INCOME_SOURCES = ['employment', 'business', 'investment', 'passive', 'government-and-social-support', 'other'] as const;
export const YES_NO = ['yes', 'no'] as const;

export const VERIFICATION_LIMITS = {
  textMax: 120,
  longTextMax: 500,
  emailMax: 254,
  /** Declared figures are in baisa: at most OMR 10 billion. */
  amountMax: 10_000_000_000_000,
  answersMax: 40,
  reasonMax: 500,
} as const;

const required = 'common.required';
const text = (max: number = VERIFICATION_LIMITS.textMax) => z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, 'verification.textTooLong'));
const optionalText = (max: number = VERIFICATION_LIMITS.textMax) => z.optional(z.string('common.invalidFormat').check(z.trim(), z.maxLength(max, 'verification.textTooLong')));
const yesNo = (key = required) => z.enum(YES_NO, key);
/** An amount in baisa (ADR 0005): a whole number from 0 to OMR 10 billion. */
export const declaredAmount = () =>
  z.number('verification.amountInvalid').check(z.int('verification.amountInvalid'), z.minimum(0, 'verification.amountInvalid'), z.maximum(VERIFICATION_LIMITS.amountMax, 'verification.amountInvalid'));
const mustAccept = (key: string) => z.boolean(key).check(z.refine((accepted) => accepted, key));

/** A3.8: the investor profile (personal details), step 1 of the wizard. */
export const investorProfileSchema = z.object({
  investorType: z.enum(['individual', 'company'], required),
  employmentStatus: text(60),
  occupationCategory: optionalText(60),
  occupation: optionalText(),
  otherOccupation: optionalText(),
  monthlyIncome: declaredAmount(),
  sourcesOfIncome: z.array(z.enum(INCOME_SOURCES, 'verification.incomeSourceInvalid'), required).check(z.minLength(1, 'verification.incomeSourceRequired'), z.maxLength(INCOME_SOURCES.length, 'verification.incomeSourceInvalid')),
  otherIncomeDetail: optionalText(VERIFICATION_LIMITS.longTextMax),
  hasAnotherNationality: yesNo(),
  anotherNationalityCountry: optionalText(60),
  secondaryNumber: z.optional(z.string('common.invalidFormat').check(z.regex(PHONE, 'verification.phoneInvalid'))),
  secondaryEmail: z.optional(z.email('common.invalidEmail').check(z.maxLength(VERIFICATION_LIMITS.emailMax, 'common.invalidEmail'))),
  beneficialOwner: yesNo(),
  expectedInvestmentSize: optionalText(60),
  preferredInvestmentSegment: optionalText(60),
  buildingName: text(),
  streetName: text(),
  dataProcessingAgreement: mustAccept('verification.dataProcessingRequired'),
});
export type InvestorProfileInput = z.input<typeof investorProfileSchema>;

/**
 * A3.9 and A5.14: declarations with the figures the investor class is worked out from (baisa).
 * `institutionType` is for a company investor (A5.14: government units, regulated entities, pension funds).
 */
export const declarationsSchema = z.object({
  fatcaSubject: yesNo(),
  usPerson: yesNo(),
  politicallyExposed: yesNo(),
  netAssets: declaredAmount(),
  annualIncome: declaredAmount(),
  jointIncome: z.optional(declaredAmount()),
  sourceOfWealth: text(VERIFICATION_LIMITS.longTextMax),
  institutionType: z.optional(z.enum(['none', 'government', 'regulated-entity', 'pension-fund'], 'common.invalidFormat')),
  accuracyAgreement: mustAccept('verification.accuracyRequired'),
});
export type DeclarationsInput = z.input<typeof declarationsSchema>;

/** One answer per question: the option's id. */
export const suitabilityAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.string(required).check(z.minLength(1, required), z.maxLength(60, 'common.invalidFormat')),
        optionId: z.string(required).check(z.minLength(1, required), z.maxLength(60, 'common.invalidFormat')),
      }),
      'verification.answersRequired',
    )
    .check(z.minLength(1, 'verification.answersRequired'), z.maxLength(VERIFICATION_LIMITS.answersMax, 'verification.answersInvalid')),
});

export const verificationDecisionSchema = z.object({
  decision: z.enum(['accept', 'decline'], 'verification.decisionInvalid'),
  /** Required to decline: the investor is told. */
  reason: optionalText(VERIFICATION_LIMITS.reasonMax),
  /** The class the evidence supports; defaults to the one the declared figures give (never above it). */
  investorClass: optionalText(40),
});

export const adminVerificationsQuerySchema = z.object({
  status: z.optional(z.enum(VERIFICATION_STATUSES, 'verification.statusInvalid')),
  limit: pageLimit(),
});

export const mayInvestQuerySchema = z.object({
  amount: z.string('verification.amountInvalid').check(z.regex(/^[0-9]{1,16}$/, 'verification.amountInvalid')),
});

// ---- views --------------------------------------------------------------------------------------

export type InvestorProfileView = z.output<typeof investorProfileSchema> & { id: string; userId: string; updatedAt: string };
export type DeclarationsView = Omit<z.output<typeof declarationsSchema>, 'accuracyAgreement'> & { declaredAt: string; enhancedReview: boolean };

/** A limit of the pack in baisa (null: none). */
export interface InvestorLimits {
  perTransaction: number | null;
  perCampaign: number | null;
  perMonth: number | null;
  rolling12Months: number | null;
  total: number | null;
}

export interface InvestorClassView {
  id: string;
  label: string;
  /** Where the rule comes from (regulation and article). */
  rule: string;
  limits: InvestorLimits;
}

export interface SuitabilityView {
  status: 'not-taken' | 'passed' | 'failed';
  score: number | null;
  passScore: number;
  takenAt: string | null;
  /** When a failed test may be taken again. */
  retakeAt: string | null;
}

export interface VerificationView {
  id: string;
  userId: string;
  status: VerificationStatus;
  /** Accreditation wording of A4.3 (under review, approved, declined), or null before submission. */
  accreditation: 'under-review' | 'approved' | 'declined' | null;
  jurisdiction: string;
  /** `identityDocument`: the details and every picture the document type needs, live photo included. */
  /** `consent`: the consent agreement signed and its signature confirmed by the texted code. */
  steps: { personalDetails: boolean; declarations: boolean; suitability: boolean; identityDocument: boolean; consent: boolean };
  consentState: ConsentState;
  /** A7.6: a manual identity check was asked for (no live photo needed); reviewed by `dueBy` (three working days, A9.6). */
  manualKyc: { requestedAt: string; dueBy: string } | null;
  profile: InvestorProfileView | null;
  declarations: DeclarationsView | null;
  suitability: SuitabilityView;
  /** The class the declared figures give, before an administrator's review. */
  proposedClass: InvestorClassView | null;
  /** The class an administrator approved (null until accepted). */
  investorClass: InvestorClassView | null;
  declineReason: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
}

export interface SuitabilityQuestionView {
  id: string;
  text: string;
  options: Array<{ id: string; text: string }>;
}

export interface SuitabilityTestView {
  jurisdiction: string;
  passScore: number;
  retakeWaitHours: number;
  questions: SuitabilityQuestionView[];
}

export interface MayInvestView {
  allowed: boolean;
  /** Message keys' translations of every reason it may not (empty when allowed). */
  reasons: Array<{ code: string; message: string }>;
  /** Warnings that need the investor's explicit consent before this amount (EU pack). */
  warnings: Array<{ code: string; message: string }>;
}

export interface VerificationDecisionView {
  id: string;
  decision: 'submitted' | 'accept' | 'decline' | 're-sign' | 'expired';
  actorId: string;
  reason: string | null;
  investorClass: string | null;
  at: string;
}

/** Who the investor is, for reviewers (null until identity's registration event has arrived). */
export interface VerificationInvestor {
  email: string;
  firstName: string;
  lastName: string;
}

/** What administrators read: the verification, who it belongs to, and its history. */
export type AdminVerificationListItem = VerificationView & { investor: VerificationInvestor | null };
export type AdminVerificationView = AdminVerificationListItem & {
  history: VerificationDecisionView[];
  /** A5.14: the classes the reviewer may approve: the proposed one or a lower one, highest first. */
  approvableClasses: InvestorClassView[];
};

// ---- endpoints ----------------------------------------------------------------------------------

export const myVerificationEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification',
  access: 'user',
  context: 'verification',
  summary: 'A4.3, A4.4 The signed-in investor\'s verification: status, steps done, profile, declarations, suitability result, proposed and approved investor class.',
  response: responseOf<VerificationView>(),
});

export const investorProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investor-profiles',
  access: 'user',
  context: 'verification',
  summary: 'A7.7 The signed-in investor\'s profile (personal details of A3.8), or null.',
  response: responseOf<InvestorProfileView | null>(),
});

export const createInvestorProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investor-profiles',
  access: 'user',
  context: 'verification',
  summary: 'A7.7, A3.8 Step 1 (personal details): create the investor profile. A5.12: an investor who is not the beneficial owner cannot register.',
  body: investorProfileSchema,
  created: true,
  response: responseOf<InvestorProfileView>(),
});

export const updateInvestorProfileEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'investor-profiles/:id',
  access: 'user',
  context: 'verification',
  summary: 'A7.7, A3.8 Step 1 (personal details): change the investor profile while the verification is not under review or accepted.',
  body: investorProfileSchema,
  response: responseOf<InvestorProfileView>(),
});

export const saveDeclarationsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/declarations',
  access: 'user',
  context: 'verification',
  summary: 'A3.9, A5.12 Step 2 (declarations): FATCA subjects are not accepted; US persons and politically exposed persons go to enhanced review; the figures give the proposed investor class (A5.14).',
  body: declarationsSchema,
  response: responseOf<VerificationView>(),
});

export const suitabilityTestEndpoint = defineEndpoint({
  method: 'GET',
  path: 'suitability-test',
  access: 'public',
  context: 'verification',
  summary: 'A7.8 Step 3: the suitability test of the jurisdiction pack (questions and options in the caller\'s language; scoring stays on the server).',
  response: responseOf<SuitabilityTestView>(),
});

export const submitSuitabilityEndpoint = defineEndpoint({
  method: 'POST',
  path: 'suitability-test/answers',
  access: 'user',
  context: 'verification',
  summary: 'A6.4 Step 3: answer the suitability test; a failed test blocks investing and may be retaken after the pack\'s wait.',
  body: suitabilityAnswersSchema,
  response: responseOf<SuitabilityView>(),
});

export const completeVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/complete-verification',
  access: 'user',
  context: 'verification',
  summary: 'A7.9, A4.4 Submit the verification for review once personal details, declarations and a passed suitability test are in (status UNDER-REVIEW).',
  response: responseOf<VerificationView>(),
});

export const applyManualKycEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/apply-manual-kyc',
  access: 'user',
  context: 'verification',
  summary: 'A2.20, A4.3, A7.6 Ask for a manual identity check instead of the automated one (the live photo is then not needed); a reviewer decides within three working days (A9.6).',
  response: responseOf<VerificationView>(),
});

export const investorLimitsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'accreditation/limits',
  access: 'user',
  context: 'verification',
  summary: 'A6.4 The investor\'s class and limits (per transaction, per campaign, per month, rolling 12 months, total) from the jurisdiction pack.',
  response: responseOf<{ jurisdiction: string; currency: string; investorClass: InvestorClassView | null; proposedClass: InvestorClassView | null }>(),
});

export const mayInvestEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/may-invest',
  access: 'user',
  context: 'verification',
  summary: 'A6.4, C5.15 May the signed-in investor invest this amount (baisa) now, and if not, why: verification accepted, suitability passed, within the per-transaction limit; warnings needing consent.',
  query: mayInvestQuerySchema,
  response: responseOf<MayInvestView>(),
});

export const adminVerificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/admin/list',
  access: 'admin',
  context: 'verification',
  summary: 'A1.1 The verification review queue, newest submission first, filtered by status.',
  query: adminVerificationsQuerySchema,
  response: responseOf<ListPage<AdminVerificationListItem>>(),
});

export const adminVerificationEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/admin/:id',
  access: 'admin',
  context: 'verification',
  summary: 'A1.1 One verification with the history of every decision.',
  response: responseOf<AdminVerificationView>(),
});

export const decideVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/admin/:id/decision',
  access: 'admin',
  context: 'verification',
  summary: 'A4.3 Accept (with the investor class the evidence supports) or decline with a reason a verification under review; the investor is notified.',
  body: verificationDecisionSchema,
  response: responseOf<AdminVerificationView>(),
});
