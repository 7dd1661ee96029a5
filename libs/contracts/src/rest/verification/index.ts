import * as z from 'zod/mini';
import { answerBaisa, answerCount, answerId, answerList, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit, PHONE } from '../identity/fields';
import { CONSENT_STATES } from './consent';

export * from './documents';
export * from './consent';
export * from './remarks';
export * from './investor-account';
export * from './age';
export * from './children';

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

const answerOrNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);
const yesNoAnswer = () => z.enum(YES_NO);
const shortAnswer = (max: number = VERIFICATION_LIMITS.textMax) => answerText(max);
const optionalAnswer = (max: number = VERIFICATION_LIMITS.textMax) => z.optional(answerText(max));

/** The investor profile as it was saved (the personal details of A3.8), with its id. */
export const investorProfileAnswerSchema = z.object({
  id: answerId(),
  userId: answerId(),
  updatedAt: answerTimestamp(),
  investorType: z.enum(['individual', 'company']),
  employmentStatus: shortAnswer(60),
  occupationCategory: optionalAnswer(60),
  occupation: optionalAnswer(),
  otherOccupation: optionalAnswer(),
  monthlyIncome: answerBaisa(),
  sourcesOfIncome: answerList(z.enum(INCOME_SOURCES), INCOME_SOURCES.length),
  otherIncomeDetail: optionalAnswer(VERIFICATION_LIMITS.longTextMax),
  hasAnotherNationality: yesNoAnswer(),
  anotherNationalityCountry: optionalAnswer(60),
  secondaryNumber: optionalAnswer(20),
  secondaryEmail: optionalAnswer(VERIFICATION_LIMITS.emailMax),
  beneficialOwner: yesNoAnswer(),
  expectedInvestmentSize: optionalAnswer(60),
  preferredInvestmentSegment: optionalAnswer(60),
  buildingName: shortAnswer(),
  streetName: shortAnswer(),
  dataProcessingAgreement: z.boolean(),
});
export type InvestorProfileView = z.infer<typeof investorProfileAnswerSchema>;

/** The declarations as saved (A3.9), when, and whether they call for an enhanced review. */
export const declarationsAnswerSchema = z.object({
  fatcaSubject: yesNoAnswer(),
  usPerson: yesNoAnswer(),
  politicallyExposed: yesNoAnswer(),
  netAssets: answerBaisa(),
  annualIncome: answerBaisa(),
  jointIncome: z.optional(answerBaisa()),
  sourceOfWealth: shortAnswer(VERIFICATION_LIMITS.longTextMax),
  institutionType: z.optional(z.enum(['none', 'government', 'regulated-entity', 'pension-fund'])),
  declaredAt: answerTimestamp(),
  enhancedReview: z.boolean(),
});
export type DeclarationsView = z.infer<typeof declarationsAnswerSchema>;

/** A limit of the pack in baisa (null: none). */
export const investorLimitsSchema = z.object({
  perTransaction: answerOrNull(answerBaisa()),
  perCampaign: answerOrNull(answerBaisa()),
  perMonth: answerOrNull(answerBaisa()),
  rolling12Months: answerOrNull(answerBaisa()),
  total: answerOrNull(answerBaisa()),
});
export type InvestorLimits = z.infer<typeof investorLimitsSchema>;

/** An investor class of the jurisdiction pack: its name, where the rule comes from (regulation and article), its limits. */
export const investorClassSchema = z.object({ id: shortAnswer(40), label: shortAnswer(200), rule: shortAnswer(500), limits: investorLimitsSchema });
export type InvestorClassView = z.infer<typeof investorClassSchema>;

/** The suitability test's result; a failed test may be taken again from `retakeAt`. */
export const suitabilitySchema = z.object({
  status: z.enum(['not-taken', 'passed', 'failed']),
  score: answerOrNull(answerCount()),
  passScore: answerCount(),
  takenAt: answerOrNull(answerTimestamp()),
  retakeAt: answerOrNull(answerTimestamp()),
});
export type SuitabilityView = z.infer<typeof suitabilitySchema>;

export const verificationSchema = z.object({
  id: z.string().check(z.maxLength(100)),
  userId: answerId(),
  status: z.enum(VERIFICATION_STATUSES),
  /** Accreditation wording of A4.3 (under review, approved, declined), or null before submission. */
  accreditation: answerOrNull(z.enum(['under-review', 'approved', 'declined'])),
  jurisdiction: shortAnswer(40),
  /** `identityDocument`: the details and every picture the document type needs, live photo included; `consent`: signed and confirmed by the texted code. */
  steps: z.object({ personalDetails: z.boolean(), declarations: z.boolean(), suitability: z.boolean(), identityDocument: z.boolean(), consent: z.boolean() }),
  consentState: z.enum(CONSENT_STATES),
  /** A7.6: a manual identity check was asked for (no live photo needed); reviewed by `dueBy` (three working days, A9.6). */
  manualKyc: answerOrNull(z.object({ requestedAt: answerTimestamp(), dueBy: answerTimestamp() })),
  profile: answerOrNull(investorProfileAnswerSchema),
  declarations: answerOrNull(declarationsAnswerSchema),
  suitability: suitabilitySchema,
  /** The class the declared figures give, before an administrator's review. */
  proposedClass: answerOrNull(investorClassSchema),
  /** The class an administrator approved (null until accepted). */
  investorClass: answerOrNull(investorClassSchema),
  declineReason: answerOrNull(shortAnswer(VERIFICATION_LIMITS.reasonMax)),
  submittedAt: answerOrNull(answerTimestamp()),
  decidedAt: answerOrNull(answerTimestamp()),
});
export type VerificationView = z.infer<typeof verificationSchema>;

export const suitabilityQuestionSchema = z.object({ id: shortAnswer(60), text: shortAnswer(2000), options: answerList(z.object({ id: shortAnswer(60), text: shortAnswer(2000) }), 20) });
export type SuitabilityQuestionView = z.infer<typeof suitabilityQuestionSchema>;

export const suitabilityTestSchema = z.object({ jurisdiction: shortAnswer(40), passScore: answerCount(), retakeWaitHours: answerCount(), questions: answerList(suitabilityQuestionSchema, VERIFICATION_LIMITS.answersMax) });
export type SuitabilityTestView = z.infer<typeof suitabilityTestSchema>;

/** May the investor invest this amount: every reason it may not (translated; empty when allowed), and warnings that need consent first (EU pack). */
const reasonSchema = z.object({ code: shortAnswer(100), message: shortAnswer(2000) });
export const mayInvestSchema = z.object({ allowed: z.boolean(), reasons: answerList(reasonSchema, 50), warnings: answerList(reasonSchema, 50) });
export type MayInvestView = z.infer<typeof mayInvestSchema>;

export const verificationDecisionAnswerSchema = z.object({
  id: answerId(),
  decision: z.enum(['submitted', 'accept', 'decline', 're-sign', 'expired']),
  actorId: answerId(),
  reason: answerOrNull(shortAnswer(VERIFICATION_LIMITS.reasonMax)),
  investorClass: answerOrNull(shortAnswer(40)),
  at: answerTimestamp(),
});
export type VerificationDecisionView = z.infer<typeof verificationDecisionAnswerSchema>;

/** Who the investor is, for reviewers (null until identity's registration event has arrived). */
export const verificationInvestorSchema = z.object({ email: shortAnswer(254), firstName: shortAnswer(100), lastName: shortAnswer(100) });
export type VerificationInvestor = z.infer<typeof verificationInvestorSchema>;

/** What administrators read: the verification, who it belongs to, its history, and (A5.14) the classes the reviewer may approve, highest first. */
export const adminVerificationListItemSchema = z.extend(verificationSchema, { investor: answerOrNull(verificationInvestorSchema) });
export type AdminVerificationListItem = z.infer<typeof adminVerificationListItemSchema>;
export const adminVerificationSchema = z.extend(adminVerificationListItemSchema, { history: answerList(verificationDecisionAnswerSchema, 500), approvableClasses: answerList(investorClassSchema, 20) });
export type AdminVerificationView = z.infer<typeof adminVerificationSchema>;

// ---- endpoints ----------------------------------------------------------------------------------

export const myVerificationEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification',
  access: 'user',
  context: 'verification',
  summary: 'A4.3, A4.4 The signed-in investor\'s verification: status, steps done, profile, declarations, suitability result, proposed and approved investor class.',
  answer: verificationSchema,
});

export const investorProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investor-profiles',
  access: 'user',
  context: 'verification',
  summary: 'A7.7 The signed-in investor\'s profile (personal details of A3.8), or null.',
  answer: z.nullable(investorProfileAnswerSchema),
});

export const createInvestorProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investor-profiles',
  access: 'user',
  context: 'verification',
  summary: 'A7.7, A3.8 Step 1 (personal details): create the investor profile. A5.12: an investor who is not the beneficial owner cannot register.',
  body: investorProfileSchema,
  created: true,
  answer: investorProfileAnswerSchema,
});

export const updateInvestorProfileEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'investor-profiles/:id',
  access: 'user',
  context: 'verification',
  summary: 'A7.7, A3.8 Step 1 (personal details): change the investor profile while the verification is not under review or accepted.',
  body: investorProfileSchema,
  answer: investorProfileAnswerSchema,
});

export const saveDeclarationsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/declarations',
  access: 'user',
  context: 'verification',
  summary: 'A3.9, A5.12 Step 2 (declarations): FATCA subjects are not accepted; US persons and politically exposed persons go to enhanced review; the figures give the proposed investor class (A5.14).',
  body: declarationsSchema,
  answer: verificationSchema,
});

export const suitabilityTestEndpoint = defineEndpoint({
  method: 'GET',
  path: 'suitability-test',
  access: 'public',
  context: 'verification',
  summary: 'A7.8 Step 3: the suitability test of the jurisdiction pack (questions and options in the caller\'s language; scoring stays on the server).',
  answer: suitabilityTestSchema,
});

export const submitSuitabilityEndpoint = defineEndpoint({
  method: 'POST',
  path: 'suitability-test/answers',
  access: 'user',
  context: 'verification',
  summary: 'A6.4 Step 3: answer the suitability test; a failed test blocks investing and may be retaken after the pack\'s wait.',
  body: suitabilityAnswersSchema,
  answer: suitabilitySchema,
});

export const completeVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/complete-verification',
  access: 'user',
  context: 'verification',
  summary: 'A7.9, A4.4 Submit the verification for review once personal details, declarations and a passed suitability test are in (status UNDER-REVIEW).',
  answer: verificationSchema,
});

export const applyManualKycEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/apply-manual-kyc',
  access: 'user',
  context: 'verification',
  summary: 'A2.20, A4.3, A7.6 Ask for a manual identity check instead of the automated one (the live photo is then not needed); a reviewer decides within three working days (A9.6).',
  answer: verificationSchema,
});

export const investorLimitsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'accreditation/limits',
  access: 'user',
  context: 'verification',
  summary: 'A6.4 The investor\'s class and limits (per transaction, per campaign, per month, rolling 12 months, total) from the jurisdiction pack.',
  answer: z.object({ jurisdiction: shortAnswer(40), currency: shortAnswer(3), investorClass: answerOrNull(investorClassSchema), proposedClass: answerOrNull(investorClassSchema) }),
});

export const mayInvestEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/may-invest',
  access: 'user',
  context: 'verification',
  summary: 'A6.4, C5.15 May the signed-in investor invest this amount (baisa) now, and if not, why: verification accepted, suitability passed, within the per-transaction limit; warnings needing consent.',
  query: mayInvestQuerySchema,
  answer: mayInvestSchema,
});

export const adminVerificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/admin/list',
  access: 'admin',
  context: 'verification',
  summary: 'A1.1 The verification review queue, newest submission first, filtered by status.',
  query: adminVerificationsQuerySchema,
  answer: listPageOf(adminVerificationListItemSchema),
});

export const adminVerificationEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/admin/:id',
  access: 'admin',
  context: 'verification',
  summary: 'A1.1 One verification with the history of every decision.',
  answer: adminVerificationSchema,
});

export const decideVerificationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/admin/:id/decision',
  access: 'admin',
  context: 'verification',
  summary: 'A4.3 Accept (with the investor class the evidence supports) or decline with a reason a verification under review; the investor is notified.',
  body: verificationDecisionSchema,
  answer: adminVerificationSchema,
});
