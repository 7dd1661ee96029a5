import * as z from 'zod/mini';
import { defineEndpoint, responseOf } from '../define-endpoint';
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

export interface DocumentImageView {
  slot: DocumentSlot;
  /** A signed link, valid until `expiresAt`. */
  url: string;
  expiresAt: string;
  width: number;
  height: number;
  uploadedAt: string;
}

export interface IdentityDocumentView {
  documentType: (typeof DOCUMENT_TYPES)[number] | null;
  /** The owner sees the last four characters; an administrator sees all of it. */
  documentNumber: string | null;
  expiryDate: string | null;
  expired: boolean;
  gender: 'male' | 'female' | null;
  legalNames: { first: string; middle: string | null; last: string; firstAr: string; middleAr: string | null; lastAr: string } | null;
  images: DocumentImageView[];
  /** The slots still needed before the verification can be sent (A5.10: the live photo is required). */
  missing: DocumentSlot[];
}

export const myIdentityDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investor-profile-documents',
  access: 'user',
  context: 'verification',
  summary: 'A3.12 The signed-in investor\'s identity document: details (number masked) and signed links to its pictures.',
  response: responseOf<IdentityDocumentView>(),
});

export const saveIdentityDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investor-profile-documents',
  access: 'user',
  context: 'verification',
  summary: 'A3.12 Step 4 (scan and verify): the identity document\'s type, number, expiry date (not passed), gender and legal names in English and Arabic.',
  body: identityDocumentSchema,
  response: responseOf<IdentityDocumentView>(),
});

export const uploadDocumentImageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investor-profile-documents/images',
  access: 'user',
  context: 'verification',
  summary: 'A5.9, A5.10 A picture of the document (front, back) or the live photo: PNG or JPEG by its bytes, at most 5 MB, re-encoded (metadata stripped), stored encrypted under a generated name.',
  body: documentImageSchema,
  response: responseOf<IdentityDocumentView>(),
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
  response: responseOf<IdentityDocumentView>(),
});
