import * as z from 'zod/mini';
import { answerId, answerList, answerText, answerTimestamp } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { PHONE } from '../identity/fields';
import { SIGNATURE_KINDS, SIGNATURE_LIMITS } from '../signatures';

/**
 * The consent agreement (A2.20, A4.4, A4.8, A5.8, A7.9, A8.3, A8.4): after the four steps the
 * investor signs (typed, drawn or an image), confirms the signature with a code texted to their
 * mobile, and the signature can no longer change. The signed agreement is kept as a PDF with its
 * SHA-256 in the audit stream. An administrator who finds the signature does not match asks for a
 * new one (reSignAccountverification); the investor signs again and sends the verification again.
 */
/** Where the consent stands: nothing signed, a code waiting, confirmed (immutable), or to be signed again. */
export const CONSENT_STATES = ['unsigned', 'awaiting-code', 'confirmed', 'rejected'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

export const CONSENT_LIMITS = SIGNATURE_LIMITS;

/** A data URL of at most 512 KB of PNG or JPEG (its bytes decide its type). */
const signatureImage = () =>
  z.string('verification.signatureRequired').check(
    z.minLength(1, 'verification.signatureRequired'),
    z.maxLength(Math.ceil((CONSENT_LIMITS.imageMaxBytes * 4) / 3) + 64, 'verification.signatureImageTooLarge'),
  );
const phone = () => z.string('verification.phoneInvalid').check(z.trim(), z.regex(PHONE, 'verification.phoneInvalid'));

/** A5.8: the signature and the mobile number its code is texted to. */
export const signConsentSchema = z
  .object({
    kind: z.enum(SIGNATURE_KINDS, 'verification.signatureKindInvalid'),
    text: z.optional(z.string('verification.signatureRequired').check(z.trim(), z.maxLength(CONSENT_LIMITS.typedMax, 'verification.signatureTooLong'))),
    image: z.optional(signatureImage()),
    phone: phone(),
  })
  .check(
    z.refine((b) => (b.kind === 'typed' ? Boolean(b.text) : Boolean(b.image)), { message: 'verification.signatureRequired', path: ['text'] }),
  );
export type SignConsentInput = z.input<typeof signConsentSchema>;

/** A4.4: "resend" (the same number) or "change number" (a new one). */
export const resendConsentCodeSchema = z.object({ phone: z.optional(phone()) });
export const confirmConsentCodeSchema = z.object({
  code: z.string('verification.codeRequired').check(z.trim(), z.regex(/^[0-9]{6}$/, 'verification.codeInvalid')),
});
export const rejectConsentSchema = z.object({
  reason: z.string('verification.rejectReasonRequired').check(z.trim(), z.minLength(1, 'verification.rejectReasonRequired'), z.maxLength(CONSENT_LIMITS.reasonMax, 'verification.textTooLong')),
});

const orNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);

/** The consent agreement's signature: the typed text (a drawn or image signature is in the PDF), the masked number the code went to, when "resend" opens, the PDF's SHA-256 as the audit stream has it, and why a reviewer asked for a new one (A8.5). */
export const consentSchema = z.object({
  state: z.enum(CONSENT_STATES),
  kind: orNull(z.enum(SIGNATURE_KINDS)),
  typedText: orNull(answerText(CONSENT_LIMITS.typedMax)),
  phoneMasked: orNull(answerText(20)),
  codeExpiresAt: orNull(answerTimestamp()),
  resendAt: orNull(answerTimestamp()),
  confirmedAt: orNull(answerTimestamp()),
  agreementSha256: orNull(answerText(64)),
  rejectReason: orNull(answerText(CONSENT_LIMITS.reasonMax)),
});
export type ConsentView = z.infer<typeof consentSchema>;

/** A7.9 generate-dynamic-contract-data: what the agreement says, in the reader's language. */
export const consentAgreementDataSchema = z.object({
  language: z.enum(['ar', 'en', 'fr']),
  title: answerText(500),
  clauses: answerList(answerText(5000), 100),
  investorName: answerText(300),
  investorNameAr: orNull(answerText(300)),
  regulatorDecision: answerText(1000),
});
export type ConsentAgreementData = z.infer<typeof consentAgreementDataSchema>;

export const consentEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/consent',
  access: 'user',
  context: 'verification',
  summary: 'A4.4 The consent agreement\'s signature: unsigned, a code waiting (countdown and resend), confirmed (immutable), or rejected with the reason.',
  answer: consentSchema,
});

export const consentAgreementDataEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/generate-dynamic-contract-data',
  access: 'user',
  context: 'verification',
  summary: 'A7.9 The consent agreement\'s text for the signed-in investor, in their language.',
  answer: consentAgreementDataSchema,
});

export const signConsentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/signature',
  access: 'user',
  context: 'verification',
  summary: 'A5.8 Sign the consent agreement (typed at most 20 characters, drawn, or an image under 512 KB) once the four steps are done; a six-digit code is texted to the mobile number.',
  body: signConsentSchema,
  answer: consentSchema,
});

export const reSignConsentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/re-sign-verification',
  access: 'user',
  context: 'verification',
  summary: 'A4.8, A7.9 Sign the consent agreement again after an administrator rejected the signature; confirmed by a texted code like the first time.',
  body: signConsentSchema,
  answer: consentSchema,
});

export const resendConsentCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/resend-otp',
  access: 'user',
  context: 'verification',
  summary: 'A4.4, A7.9 A new code for the signature waiting for one, to the same number or (change number) a new one; at most one every 30 seconds.',
  body: resendConsentCodeSchema,
  answer: consentSchema,
});

export const confirmConsentCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/verify-otp',
  access: 'user',
  context: 'verification',
  summary: 'A4.4, A7.9, A8.3 Confirm the signature with the texted code ("Time expired" once it is past; five wrong answers end it); the signature is then immutable and the signed agreement is kept.',
  body: confirmConsentCodeSchema,
  answer: consentSchema,
});

export const consentAgreementPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/consent-agreement',
  access: 'user',
  context: 'verification',
  summary: 'The signed consent agreement as a PDF (Arabic, English or French, as signed).',
  produces: ['application/pdf'],
});

export const adminConsentAgreementPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'account-verification/admin/:id/consent-agreement',
  access: 'admin',
  context: 'verification',
  summary: 'A1.1 The signed consent agreement of a verification, for the reviewer to compare the signature with the identity document.',
  produces: ['application/pdf'],
});

export const rejectConsentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'account-verification/admin/:id/reject-consent',
  access: 'admin',
  context: 'verification',
  summary: 'A4.4, A4.8 The signature does not match: the verification goes back to the investor, who is notified (reSignAccountverification) to sign again.',
  body: rejectConsentSchema,
  answer: z.object({ id: answerId(), status: answerText(20) }),
});
