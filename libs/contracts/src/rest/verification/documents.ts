import * as z from 'zod/mini';
import { answerCount, answerList, answerText, answerTimestamp } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { ARABIC_NAME, ENGLISH_NAME } from '../identity/fields';

/**
 * Identity documents (A3.12, A5.9, A5.10): the document's details and its pictures (front, back and
 * the live photo). Personal data: numbers and pictures are encrypted at rest and pictures are served
 * only through short-lived signed links, to their owner and to administrators (every administrator
 * view is recorded in the audit stream).
 */
export const DOCUMENT_TYPES = ['id-card', 'passport', 'driving-license'] as const;
export const DOCUMENT_SLOTS = ['front', 'back', 'live-photo'] as const;
export type DocumentSlot = (typeof DOCUMENT_SLOTS)[number];

export const DOCUMENT_LIMITS = {
  /** A5.9 leaves 2, 20 or 50 MB open; a phone photo of a card is 2-5 MB, re-encoded to far less. */
  imageMaxBytes: 5 * 1024 * 1024,
  imageMinSide: 200,
  numberPattern: /^[A-Za-z0-9-]{4,20}$/,
  nameMax: 40,
} as const;

const required = 'common.required';
const englishName = (key = required) => z.string(key).check(z.trim(), z.minLength(1, key), z.maxLength(DOCUMENT_LIMITS.nameMax, 'verification.textTooLong'), z.regex(ENGLISH_NAME, 'verification.englishNameInvalid'));
const arabicName = (key = required) => z.string(key).check(z.trim(), z.minLength(1, key), z.maxLength(DOCUMENT_LIMITS.nameMax, 'verification.textTooLong'), z.regex(ARABIC_NAME, 'verification.arabicNameInvalid'));

/** A3.12: the document's details, as written on it. */
export const identityDocumentSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, 'verification.documentTypeInvalid'),
  documentNumber: z.string(required).check(z.trim(), z.minLength(1, required), z.regex(DOCUMENT_LIMITS.numberPattern, 'verification.documentNumberInvalid')),
  expiryDate: z.string(required).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'verification.expiryDateInvalid')),
  gender: z.enum(['male', 'female'], 'verification.genderInvalid'),
  legalFirstName: englishName(),
  legalMiddleName: z.optional(englishName('verification.englishNameInvalid')),
  legalLastName: englishName(),
  legalFirstNameAr: arabicName(),
  legalMiddleNameAr: z.optional(arabicName('verification.arabicNameInvalid')),
  legalLastNameAr: arabicName(),
});
export type IdentityDocumentInput = z.input<typeof identityDocumentSchema>;

/** One picture as a data URL (image/png or image/jpeg); its bytes decide its type, not the label. */
export const documentImageSchema = z.object({
  slot: z.enum(DOCUMENT_SLOTS, 'verification.documentSlotInvalid'),
  image: z.string('verification.imageRequired').check(z.minLength(1, 'verification.imageRequired'), z.maxLength(Math.ceil((DOCUMENT_LIMITS.imageMaxBytes * 4) / 3) + 64, 'verification.imageTooLarge')),
});

const orNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);

/** One picture: a signed link valid until `expiresAt`, its size, when it was uploaded. */
export const documentImageAnswerSchema = z.object({ slot: z.enum(DOCUMENT_SLOTS), url: answerText(2000), expiresAt: answerTimestamp(), width: answerCount(), height: answerCount(), uploadedAt: answerTimestamp() });
export type DocumentImageView = z.infer<typeof documentImageAnswerSchema>;

/** The identity document: the owner sees the number's last four characters, an administrator all of it; `missing`: the pictures still needed (A5.10: the live photo is required). */
export const identityDocumentAnswerSchema = z.object({
  documentType: orNull(z.enum(DOCUMENT_TYPES)),
  documentNumber: orNull(answerText(60)),
  expiryDate: orNull(answerText(10)),
  expired: z.boolean(),
  gender: orNull(z.enum(['male', 'female'])),
  legalNames: orNull(z.object({ first: answerText(100), middle: orNull(answerText(100)), last: answerText(100), firstAr: answerText(100), middleAr: orNull(answerText(100)), lastAr: answerText(100) })),
  images: answerList(documentImageAnswerSchema, DOCUMENT_SLOTS.length),
  missing: answerList(z.enum(DOCUMENT_SLOTS), DOCUMENT_SLOTS.length),
});
export type IdentityDocumentView = z.infer<typeof identityDocumentAnswerSchema>;

export const myIdentityDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investor-profile-documents',
  access: 'user',
  context: 'verification',
  summary: 'A3.12 The signed-in investor\'s identity document: details (number masked) and signed links to its pictures.',
  answer: identityDocumentAnswerSchema,
});

export const saveIdentityDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investor-profile-documents',
  access: 'user',
  context: 'verification',
  summary: 'A3.12 Step 4 (scan and verify): the identity document\'s type, number, expiry date (not passed), gender and legal names in English and Arabic.',
  body: identityDocumentSchema,
  answer: identityDocumentAnswerSchema,
});

export const uploadDocumentImageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investor-profile-documents/images',
  access: 'user',
  context: 'verification',
  summary: 'A5.9, A5.10 A picture of the document (front, back) or the live photo: PNG or JPEG by its bytes, at most 5 MB, re-encoded (metadata stripped), stored encrypted under a generated name.',
  body: documentImageSchema,
  answer: identityDocumentAnswerSchema,
});

export const documentFileEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investor-profile-documents/file/:token',
  access: 'public',
  context: 'verification',
  summary: 'A picture behind a signed, short-lived link (the link is the permission; it expires in minutes).',
  produces: ['image/jpeg'],
});

export const adminIdentityDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/admin/:id/documents',
  access: 'admin',
  context: 'verification',
  summary: 'A1.1 The identity document of a verification under review, number in full; every view is recorded in the audit stream (who, when, which).',
  answer: identityDocumentAnswerSchema,
});
