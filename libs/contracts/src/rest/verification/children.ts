import * as z from 'zod/mini';
import { answerCount, answerId, answerList, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { ARABIC_NAME, ENGLISH_NAME, pageLimit, PHONE } from '../identity/fields';
import { isCalendarDay } from './age';
import { confirmConsentCodeSchema, signConsentSchema } from './consent';
import { DOCUMENT_LIMITS, DOCUMENT_TYPES } from './documents';

/**
 * Child registration (A3.14, A4.3-A4.5, A4.9, A7.9 child, A9.6): a guardian whose own verification
 * is accepted and who has at least two investments registers a child under 18, with the documents
 * that prove who the child is and who the guardian is to the child, signs the registration
 * agreement with the platform's texted code, and an administrator accepts or declines it.
 * The registration's id is the child's id everywhere else (wallet, investments, notifications).
 */
export const GUARDIAN_TYPES = ['father', 'mother', 'legal-guardian'] as const;
export type GuardianType = (typeof GUARDIAN_TYPES)[number];
/** A3.14: the marriage certificate (a parent) or the legal guardianship document (another guardian). */
export const RELATIONSHIP_DOCUMENT_TYPES = ['marriage-certificate', 'guardianship-document'] as const;
export const CHILD_DOCUMENT_SLOTS = ['guardian-document-front', 'guardian-document-back', 'relationship-document', 'birth-certificate'] as const;
export type ChildDocumentSlot = (typeof CHILD_DOCUMENT_SLOTS)[number];
/** A4.3 statuses as a child registration uses them: UNDER-PROCESS until signed, UNDER-REVIEW, then decided; EXPIRED once the child is 18. */
export const CHILD_REGISTRATION_STATUSES = ['UNDER-PROCESS', 'UNDER-REVIEW', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type ChildRegistrationStatus = (typeof CHILD_REGISTRATION_STATUSES)[number];
/** The registration agreement's signature: none yet, a code waiting, confirmed, or to be signed again (A4.9). */
export const CHILD_SIGNATURE_STATES = ['unsigned', 'awaiting-code', 'confirmed', 'rejected'] as const;

export const CHILD_REGISTRATION_LIMITS = { textMax: 120, emailMax: 254, numberPattern: /^[A-Za-z0-9/-]{4,20}$/, reasonMax: 500 } as const;

const required = 'common.required';
const text = (max: number = CHILD_REGISTRATION_LIMITS.textMax) => z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, 'verification.textTooLong'));
const optionalText = (max: number = CHILD_REGISTRATION_LIMITS.textMax) => z.optional(z.string('common.invalidFormat').check(z.trim(), z.maxLength(max, 'verification.textTooLong')));
const name = (pattern: RegExp, invalidKey: string, key = required) =>
  z.string(key).check(z.trim(), z.minLength(1, key), z.maxLength(DOCUMENT_LIMITS.nameMax, 'verification.textTooLong'), z.regex(pattern, invalidKey));
const englishName = (key = required) => name(ENGLISH_NAME, 'verification.englishNameInvalid', key);
const arabicName = (key = required) => name(ARABIC_NAME, 'verification.arabicNameInvalid', key);
const number = () => z.string(required).check(z.trim(), z.minLength(1, required), z.regex(CHILD_REGISTRATION_LIMITS.numberPattern, 'verification.documentNumberInvalid'));
const email = () => z.email('common.invalidEmail').check(z.trim(), z.maxLength(CHILD_REGISTRATION_LIMITS.emailMax, 'common.invalidEmail'));

/** A3.14: everything the guardian writes; the pictures are uploaded one by one. */
export const childRegistrationSchema = z
  .object({
    accountHolderName: text(),
    guardianType: z.enum(GUARDIAN_TYPES, 'verification.guardianTypeInvalid'),
    guardianFullName: z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(CHILD_REGISTRATION_LIMITS.textMax, 'verification.textTooLong'), z.regex(ENGLISH_NAME, 'verification.englishNameInvalid')),
    guardianFullNameAr: z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(CHILD_REGISTRATION_LIMITS.textMax, 'verification.textTooLong'), z.regex(ARABIC_NAME, 'verification.arabicNameInvalid')),
    guardianEmail: email(),
    guardianPhone: z.string('verification.phoneInvalid').check(z.trim(), z.regex(PHONE, 'verification.phoneInvalid')),
    guardianDocumentType: z.enum(DOCUMENT_TYPES, 'verification.documentTypeInvalid'),
    relationshipDocumentType: z.enum(RELATIONSHIP_DOCUMENT_TYPES, 'verification.relationshipDocumentInvalid'),
    birthCertificateNumber: number(),
    childEmail: z.optional(email()),
    childFirstName: englishName(),
    childMiddleName: z.optional(englishName('verification.englishNameInvalid')),
    childLastName: englishName(),
    childFirstNameAr: arabicName(),
    childMiddleNameAr: z.optional(arabicName('verification.arabicNameInvalid')),
    childLastNameAr: arabicName(),
    dateOfBirth: z.string(required).check(z.maxLength(10, 'verification.dateOfBirthInvalid'), z.refine(isCalendarDay, 'verification.dateOfBirthInvalid')),
    gender: z.enum(['male', 'female'], 'verification.genderInvalid'),
    nationalId: number(),
    referenceId: optionalText(40),
    motherIdType: z.enum(DOCUMENT_TYPES, 'verification.documentTypeInvalid'),
    motherIdNumber: number(),
  })
  .check(
    // A legal guardian who is not a parent proves it with the guardianship document.
    z.refine((b) => b.guardianType !== 'legal-guardian' || b.relationshipDocumentType === 'guardianship-document', {
      message: 'verification.guardianshipDocumentRequired',
      path: ['relationshipDocumentType'],
    }),
  );
export type ChildRegistrationInput = z.input<typeof childRegistrationSchema>;

/** One picture as a data URL; the identity documents' rules (type by bytes, re-encoded, sealed). */
export const childDocumentImageSchema = z.object({
  slot: z.enum(CHILD_DOCUMENT_SLOTS, 'verification.documentSlotInvalid'),
  image: z.string('verification.imageRequired').check(z.minLength(1, 'verification.imageRequired'), z.maxLength(Math.ceil((DOCUMENT_LIMITS.imageMaxBytes * 4) / 3) + 64, 'verification.imageTooLarge')),
});

/** A7.9 child resend-otp / verify-otp name the registration in the body. */
export const resendChildCodeSchema = z.object({
  id: z.string(required).check(z.minLength(1, required), z.maxLength(100, 'common.invalidFormat')),
  phone: z.optional(z.string('verification.phoneInvalid').check(z.trim(), z.regex(PHONE, 'verification.phoneInvalid'))),
});
export const confirmChildCodeSchema = z.extend(confirmConsentCodeSchema, { id: z.string(required).check(z.minLength(1, required), z.maxLength(100, 'common.invalidFormat')) });

export const childRegistrationDecisionSchema = z
  .object({
    decision: z.enum(['accept', 'decline'], 'verification.decisionInvalid'),
    reason: optionalText(CHILD_REGISTRATION_LIMITS.reasonMax),
  })
  .check(z.refine((b) => b.decision === 'accept' || Boolean(b.reason), { message: 'verification.declineReasonRequired', path: ['reason'] }));
export const rejectChildSignatureSchema = z.object({
  reason: z.string('verification.rejectReasonRequired').check(z.trim(), z.minLength(1, 'verification.rejectReasonRequired'), z.maxLength(CHILD_REGISTRATION_LIMITS.reasonMax, 'verification.textTooLong')),
});
export const adminChildRegistrationsQuerySchema = z.object({
  status: z.optional(z.enum(CHILD_REGISTRATION_STATUSES, 'verification.statusInvalid')),
  limit: pageLimit(),
});

// ---- views --------------------------------------------------------------------------------------

const orNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);
const short = (max: number = CHILD_REGISTRATION_LIMITS.textMax) => answerText(max);

export const childDocumentAnswerSchema = z.object({ slot: z.enum(CHILD_DOCUMENT_SLOTS), url: answerText(2000), expiresAt: answerTimestamp(), width: answerCount(), height: answerCount(), uploadedAt: answerTimestamp() });

/** A registration as its guardian sees it: numbers masked to their last four characters (an administrator sees them whole). */
export const childRegistrationAnswerSchema = z.object({
  id: answerId(),
  guardianId: answerId(),
  status: z.enum(CHILD_REGISTRATION_STATUSES),
  signatureState: z.enum(CHILD_SIGNATURE_STATES),
  accountHolderName: short(),
  guardianType: z.enum(GUARDIAN_TYPES),
  guardianFullName: short(),
  guardianFullNameAr: short(),
  guardianEmail: short(254),
  guardianPhone: short(20),
  guardianDocumentType: z.enum(DOCUMENT_TYPES),
  relationshipDocumentType: z.enum(RELATIONSHIP_DOCUMENT_TYPES),
  birthCertificateNumber: short(40),
  childEmail: orNull(short(254)),
  childFirstName: short(100),
  childMiddleName: orNull(short(100)),
  childLastName: short(100),
  childFirstNameAr: short(100),
  childMiddleNameAr: orNull(short(100)),
  childLastNameAr: short(100),
  dateOfBirth: short(10),
  /** The child's age today on the Muscat calendar, and the day the child turns 18 (the registration then ends, ADR 0026). */
  age: answerCount(),
  adultOn: short(10),
  gender: z.enum(['male', 'female']),
  nationalId: short(40),
  referenceId: orNull(short(40)),
  motherIdType: z.enum(DOCUMENT_TYPES),
  motherIdNumber: short(40),
  images: answerList(childDocumentAnswerSchema, CHILD_DOCUMENT_SLOTS.length),
  missing: answerList(z.enum(CHILD_DOCUMENT_SLOTS), CHILD_DOCUMENT_SLOTS.length),
  /** The texted code: the masked number it went to, when it dies, when "resend" opens. */
  phoneMasked: orNull(short(20)),
  codeExpiresAt: orNull(answerTimestamp()),
  resendAt: orNull(answerTimestamp()),
  signedAt: orNull(answerTimestamp()),
  agreementSha256: orNull(short(64)),
  /** Why a reviewer asked for a new signature (A4.9) or declined (A8.5). */
  signatureRejectReason: orNull(short(CHILD_REGISTRATION_LIMITS.reasonMax)),
  declineReason: orNull(short(CHILD_REGISTRATION_LIMITS.reasonMax)),
  createdAt: answerTimestamp(),
  submittedAt: orNull(answerTimestamp()),
  decidedAt: orNull(answerTimestamp()),
});
export type ChildRegistrationView = z.infer<typeof childRegistrationAnswerSchema>;

/** A7.9 get-other-guardian-ekyc-data: what the guardian's own accepted verification holds, to fill the guardian's part. */
export const guardianEkycSchema = z.object({
  allowed: z.boolean(),
  /** Why registering a child is not open yet (A4.5, A9.6): verification not accepted, fewer than two investments. */
  reasons: answerList(z.enum(['verification-not-accepted', 'too-few-investments']), 2),
  investmentsCount: answerCount(),
  minimumInvestments: answerCount(),
  guardianFullName: orNull(short()),
  guardianFullNameAr: orNull(short()),
  guardianDocumentType: orNull(z.enum(DOCUMENT_TYPES)),
  gender: orNull(z.enum(['male', 'female'])),
});
export type GuardianEkycView = z.infer<typeof guardianEkycSchema>;

/** A7.9 child generate-dynamic-contract-data: the registration agreement in the reader's language. */
export const childAgreementDataSchema = z.object({
  language: z.enum(['ar', 'en', 'fr']),
  title: answerText(500),
  clauses: answerList(answerText(5000), 100),
  guardianName: answerText(300),
  childName: answerText(300),
});
export type ChildAgreementData = z.infer<typeof childAgreementDataSchema>;

// ---- endpoints ----------------------------------------------------------------------------------

export const myChildRegistrationsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-account-verification',
  access: 'user',
  context: 'verification',
  summary: 'A2.21, A4.3 The guardian\'s child registrations (children list), newest first, each with its status.',
  answer: answerList(childRegistrationAnswerSchema, 50),
});

export const guardianEkycEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-account-verification/get-other-guardian-ekyc-data',
  access: 'user',
  context: 'verification',
  summary: 'A7.9, A4.5 Whether the guardian may register a child (verification accepted, at least two investments) and what the guardian\'s own verification holds to fill the form.',
  answer: guardianEkycSchema,
});

export const createChildRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'child-account-verification',
  access: 'user',
  context: 'verification',
  summary: 'A3.14, A4.5 Register a child under 18 (Muscat calendar); only a guardian whose verification is accepted and who has at least two investments.',
  body: childRegistrationSchema,
  created: true,
  answer: childRegistrationAnswerSchema,
});

export const childRegistrationEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-account-verification/:id',
  access: 'user',
  context: 'verification',
  summary: 'A2.21 One of the guardian\'s child registrations with signed links to its pictures.',
  answer: childRegistrationAnswerSchema,
});

export const updateChildRegistrationEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'child-account-verification/:id',
  access: 'user',
  context: 'verification',
  summary: 'A2.21 Change a child registration while it is not yet signed and sent for review.',
  body: childRegistrationSchema,
  answer: childRegistrationAnswerSchema,
});

export const uploadChildDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'child-account-verification/:id/documents',
  access: 'user',
  context: 'verification',
  summary: 'A3.14 A picture of the registration: the guardian\'s document (front and back; a passport has only a front), the marriage certificate or guardianship document, the birth certificate. PNG or JPEG, at most 5 MB, at least 200 px.',
  body: childDocumentImageSchema,
  answer: childRegistrationAnswerSchema,
});

export const childAgreementDataEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-account-verification/generate-dynamic-contract-data/:id',
  access: 'user',
  context: 'verification',
  summary: 'A7.9 The child registration agreement\'s text for this child, in the reader\'s language.',
  answer: childAgreementDataSchema,
});

export const signChildRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'child-account-verification/:id/signature',
  access: 'user',
  context: 'verification',
  summary: 'A4.4, A4.9 Sign the child registration agreement (first time, or again after a reviewer rejected the signature) once every picture is in; a six-digit code is texted.',
  body: signConsentSchema,
  answer: childRegistrationAnswerSchema,
});

export const resendChildCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'child-account-verification/resend-otp',
  access: 'user',
  context: 'verification',
  summary: 'A4.4, A7.9 A new code for the registration\'s signature, to the same number or a new one; at most one every 30 seconds.',
  body: resendChildCodeSchema,
  answer: childRegistrationAnswerSchema,
});

export const confirmChildCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'child-account-verification/verify-otp',
  access: 'user',
  context: 'verification',
  summary: 'A4.4, A4.5, A7.9 Confirm the signature with the texted code: the registration goes under review and the guardian is e-mailed.',
  body: confirmChildCodeSchema,
  answer: childRegistrationAnswerSchema,
});

export const adminChildRegistrationsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-account-verification/admin/list',
  access: 'admin',
  context: 'verification',
  summary: 'A1.1 The child registrations queue, newest submission first, filtered by status.',
  query: adminChildRegistrationsQuerySchema,
  answer: listPageOf(childRegistrationAnswerSchema),
});

export const adminChildRegistrationEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-account-verification/admin/:id',
  access: 'admin',
  context: 'verification',
  summary: 'A1.1 One child registration with its numbers in full and its pictures; every view is written to the audit stream.',
  answer: childRegistrationAnswerSchema,
});

export const decideChildRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: 'child-account-verification/admin/:id/decision',
  access: 'admin',
  context: 'verification',
  summary: 'A4.3 Accept or decline (with a reason the guardian reads) a child registration under review.',
  body: childRegistrationDecisionSchema,
  answer: childRegistrationAnswerSchema,
});

export const rejectChildSignatureEndpoint = defineEndpoint({
  method: 'POST',
  path: 'child-account-verification/admin/:id/reject-signature',
  access: 'admin',
  context: 'verification',
  summary: 'A4.4, A4.9 The registration agreement\'s signature does not match: the guardian is asked to sign again (reSignChildAccountVerifications).',
  body: rejectChildSignatureSchema,
  answer: childRegistrationAnswerSchema,
});

export const childAgreementPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-account-verification/:id/agreement',
  access: 'user',
  context: 'verification',
  summary: 'The signed child registration agreement as a PDF (Arabic, English or French, as signed).',
  produces: ['application/pdf'],
});

export const adminChildAgreementPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'child-account-verification/admin/:id/agreement',
  access: 'admin',
  context: 'verification',
  summary: 'A4.9 The signed child registration agreement, for the reviewer to compare the signature with the guardian\'s document.',
  produces: ['application/pdf'],
});
