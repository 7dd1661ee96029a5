import * as z from 'zod/mini';
import { answerId, answerList, answerText, answerTimestamp } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { DOCUMENT_LIMITS } from './documents';

/**
 * Administrator remarks (A3.16, A4.4, A4.10): a reviewer asks the investor for documents with a
 * note; the investor uploads each one on /request-remark-verification-documents; the remark is
 * pending (investor action needed), then under review once everything asked for is in, then
 * completed by the reviewer. Uploads follow the identity pictures' rules (type by content,
 * re-encoded, sealed at rest, shown through short-lived signed links).
 */
export const REMARK_STATUSES = ['pending', 'under-review', 'completed'] as const;
export type RemarkStatus = (typeof REMARK_STATUSES)[number];
/** A3.16: what kind of document is asked for. */
export const REMARK_DOCUMENT_TYPES = ['document', 'front-document', 'back-document', 'live-photo'] as const;
export type RemarkDocumentType = (typeof REMARK_DOCUMENT_TYPES)[number];

export const REMARK_LIMITS = { noteMax: 500, titleMax: 120, documentsMax: 5 } as const;

const required = 'common.required';
export const requestRemarkSchema = z.object({
  note: z.string(required).check(z.trim(), z.minLength(1, 'verification.remarkNoteRequired'), z.maxLength(REMARK_LIMITS.noteMax, 'verification.textTooLong')),
  documents: z
    .array(
      z.object({
        title: z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(REMARK_LIMITS.titleMax, 'verification.textTooLong')),
        type: z.enum(REMARK_DOCUMENT_TYPES, 'verification.remarkDocumentTypeInvalid'),
      }),
      'verification.remarkDocumentsRequired',
    )
    .check(z.minLength(1, 'verification.remarkDocumentsRequired'), z.maxLength(REMARK_LIMITS.documentsMax, 'verification.remarkDocumentsTooMany')),
});
export type RequestRemarkInput = z.input<typeof requestRemarkSchema>;

export const remarkUploadSchema = z.object({
  image: z.string('verification.imageRequired').check(z.minLength(1, 'verification.imageRequired'), z.maxLength(Math.ceil((DOCUMENT_LIMITS.imageMaxBytes * 4) / 3) + 64, 'verification.imageTooLarge')),
});

/** A document a reviewer asked for; `url`: a signed link to the uploaded picture, valid for minutes (null until uploaded). */
export const remarkDocumentSchema = z.object({ id: answerId(), title: answerText(REMARK_LIMITS.titleMax), type: z.enum(REMARK_DOCUMENT_TYPES), url: z.nullable(answerText(2000)), uploadedAt: z.nullable(answerTimestamp()) });
export type RemarkDocumentView = z.infer<typeof remarkDocumentSchema>;

export const remarkSchema = z.object({
  id: answerId(),
  verificationId: answerId(),
  note: answerText(REMARK_LIMITS.noteMax),
  status: z.enum(REMARK_STATUSES),
  documents: answerList(remarkDocumentSchema, REMARK_LIMITS.documentsMax),
  createdAt: answerTimestamp(),
  completedAt: z.nullable(answerTimestamp()),
});
export type RemarkView = z.infer<typeof remarkSchema>;

export const myRemarksEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification-remark',
  access: 'user',
  context: 'verification',
  summary: 'A4.4, A7.9 The signed-in investor\'s remarks: pending (documents to upload), under review, completed.',
  answer: answerList(remarkSchema, 500),
});

export const uploadRemarkDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification-remark/:id/documents/:documentId',
  access: 'user',
  context: 'verification',
  summary: 'A3.16 Upload a document a reviewer asked for (PNG or JPEG by its bytes, at most 5 MB, re-encoded); with every document in, the remark goes under review.',
  body: remarkUploadSchema,
  answer: remarkSchema,
});

export const adminRemarksEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/admin/:id/remarks',
  access: 'admin',
  context: 'verification',
  summary: 'A3.16 The remarks of a verification with their documents (signed links); every view of an uploaded document is recorded in the audit stream.',
  answer: answerList(remarkSchema, 500),
});

export const requestRemarkEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/admin/:id/remarks',
  access: 'admin',
  context: 'verification',
  summary: 'A3.16, A4.10 Ask the investor for documents with a note (at most five); the investor is notified (pendingAccountVerificationRemark).',
  body: requestRemarkSchema,
  created: true,
  answer: remarkSchema,
});

export const completeRemarkEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/admin/:id/remarks/:remarkId/complete',
  access: 'admin',
  context: 'verification',
  summary: 'A4.4 The reviewer has what the remark asked for: under review → completed.',
  answer: remarkSchema,
});
