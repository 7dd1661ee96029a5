import * as z from 'zod/mini';
import { answerBaisa, answerId, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit } from '../identity/fields';
import { SIGNATURE_KINDS, SIGNATURE_LIMITS } from '../signatures';

/**
 * Signing an investment's contract (C2.17, C3.9, C4.14, C5.12, C7.8, C7.9, C8.3, C9.8): the investor
 * signs (typed at most 20 characters, drawn, or an image under 512 KB), confirms the signature with a
 * code texted to their verified mobile number, and it can no longer change; the signed PDF is
 * written once and its SHA-256 published. An administrator reviews it within 48 working hours:
 * accepted, or rejected with a reason (for example the signature does not match) and the investor
 * signs again from the re-sign list (reSignInvestmentContracts).
 */

/**
 * Where a contract stands: nothing signed, a code waiting, signed and under review (confirmed by
 * code, immutable), accepted, or rejected (to be signed again).
 */
export const CONTRACT_STATES = ['unsigned', 'awaiting-code', 'under-review', 'accepted', 'rejected'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
/** A contract confirmed by the texted code (review is asynchronous): the states in which an investment may be paid. */
export const CONTRACT_SIGNED_STATES = ['under-review', 'accepted'] as const satisfies readonly ContractState[];
export const isContractSigned = (state: ContractState): boolean => (CONTRACT_SIGNED_STATES as readonly ContractState[]).includes(state);

export const CONTRACT_SIGNATURE_LIMITS = {
  ...SIGNATURE_LIMITS,
  /** C9.8: an administrator's answer within 48 working hours. */
  reviewWorkingHours: 48,
} as const;

export const signContractSchema = z
  .object({
    kind: z.enum(SIGNATURE_KINDS, 'investments.signatureKindInvalid'),
    text: z.optional(z.string('investments.signatureRequired').check(z.trim(), z.maxLength(CONTRACT_SIGNATURE_LIMITS.typedMax, 'investments.signatureTooLong'))),
    image: z.optional(
      z.string('investments.signatureRequired').check(
        z.minLength(1, 'investments.signatureRequired'),
        z.maxLength(Math.ceil((CONTRACT_SIGNATURE_LIMITS.imageMaxBytes * 4) / 3) + 64, 'investments.signatureImageTooLarge'),
      ),
    ),
  })
  .check(z.refine((b) => (b.kind === 'typed' ? Boolean(b.text) : Boolean(b.image)), { message: 'investments.signatureRequired', path: ['text'] }));
export type SignContractInput = z.input<typeof signContractSchema>;

export const confirmContractCodeSchema = z.object({
  code: z.string('investments.codeRequired').check(z.trim(), z.regex(/^[0-9]{6}$/, 'investments.codeInvalid')),
});

export const reviewContractSchema = z
  .object({
    decision: z.enum(['accept', 'reject'], 'investments.reviewDecisionInvalid'),
    reason: z.optional(z.string('investments.rejectReasonRequired').check(z.trim(), z.maxLength(CONTRACT_SIGNATURE_LIMITS.reasonMax, 'investments.reasonTooLong'))),
  })
  .check(z.refine((b) => b.decision === 'accept' || Boolean(b.reason), { message: 'investments.rejectReasonRequired', path: ['reason'] }));

const orNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);

/** An investment's contract signature as its investor sees it. */
export const contractSignatureSchema = z.object({
  investmentId: answerId(),
  state: z.enum(CONTRACT_STATES),
  kind: orNull(z.enum(SIGNATURE_KINDS)),
  typedText: orNull(answerText(CONTRACT_SIGNATURE_LIMITS.typedMax)),
  /** The verified number the code went to, all but its last three digits hidden. */
  phoneMasked: orNull(answerText(20)),
  codeExpiresAt: orNull(answerTimestamp()),
  /** When "resend" becomes available. */
  resendAt: orNull(answerTimestamp()),
  signedAt: orNull(answerTimestamp()),
  /** SHA-256 of the signed PDF, as recorded in the audit stream. */
  contractSha256: orNull(answerText(64)),
  /** C9.8: the administrator answers by then (48 working hours after signing). */
  reviewDueBy: orNull(answerTimestamp()),
  /** Why an administrator asked for a new signature (C8.3). */
  rejectReason: orNull(answerText(CONTRACT_SIGNATURE_LIMITS.reasonMax)),
});
export type ContractSignatureView = z.infer<typeof contractSignatureSchema>;

/** A contract waiting in (or decided by) the administrators' review queue; a drawn or uploaded signature as a PNG data URL to compare beside the contract; `overdue`: past its 48 working hours and still waiting. */
export const adminContractSchema = z.object({
  investmentId: answerId(),
  referenceId: answerText(40),
  investorId: answerId(),
  investorName: answerText(200),
  campaignId: answerId(),
  campaignName: answerText(200),
  currency: answerText(3),
  amount: answerBaisa(),
  state: z.enum(CONTRACT_STATES),
  kind: orNull(z.enum(SIGNATURE_KINDS)),
  typedText: orNull(answerText(CONTRACT_SIGNATURE_LIMITS.typedMax)),
  signatureImage: orNull(answerText(Math.ceil((CONTRACT_SIGNATURE_LIMITS.imageMaxBytes * 4) / 3) + 64)),
  signedAt: orNull(answerTimestamp()),
  reviewDueBy: orNull(answerTimestamp()),
  overdue: z.boolean(),
  contractSha256: orNull(answerText(64)),
  rejectReason: orNull(answerText(CONTRACT_SIGNATURE_LIMITS.reasonMax)),
  reviewedAt: orNull(answerTimestamp()),
});
export type AdminContractView = z.infer<typeof adminContractSchema>;

/** C7.9 get-re-sign-contract-list: an investment whose contract must be signed again, and why. */
export const reSignContractSchema = z.object({
  investmentId: answerId(),
  referenceId: answerText(40),
  campaignId: answerId(),
  campaignName: answerText(200),
  currency: answerText(3),
  amount: answerBaisa(),
  rejectReason: orNull(answerText(CONTRACT_SIGNATURE_LIMITS.reasonMax)),
  rejectedAt: orNull(answerTimestamp()),
});
export type ReSignContractView = z.infer<typeof reSignContractSchema>;

export const contractSignatureEndpoint = defineEndpoint({
  method: 'GET',
  path: 'contracts/signature/:investmentId',
  access: 'user',
  context: 'investments',
  summary: "C4.14 Where the contract of one of the investor's investments stands: unsigned, a code waiting (countdown and resend), under review (signed, immutable, answer within 48 working hours), accepted, or rejected with the reason.",
  answer: contractSignatureSchema,
});

export const signContractEndpoint = defineEndpoint({
  method: 'POST',
  path: 'contracts/sign/:investmentId',
  access: 'user',
  context: 'investments',
  summary: 'C7.8 contract signing, C5.12 Sign an investment\'s contract (typed at most 20 characters, drawn, or an image under 512 KB): first time, while a code waits, or after a rejection; a six-digit code is texted to the verified mobile number.',
  body: signContractSchema,
  answer: contractSignatureSchema,
});

export const resendContractCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: 'contracts/resend-otp/:investmentId',
  access: 'user',
  context: 'investments',
  summary: 'C4.14 A new code for the contract signature waiting for one; at most one every 30 seconds.',
  answer: contractSignatureSchema,
});

export const confirmContractSignatureEndpoint = defineEndpoint({
  method: 'POST',
  path: 'contracts/create-pdf/:investmentId',
  access: 'user',
  context: 'investments',
  summary: 'C7.8 contracts/create-pdf, C4.14 Confirm the contract signature with the texted code ("Time expired" once past; five wrong answers end it): the signature is immutable from now on, the signed PDF is written once with the signature, time, address and its SHA-256 in the audit stream, and the contract goes to review.',
  body: confirmContractCodeSchema,
  answer: contractSignatureSchema,
});

export const deleteContractSignatureEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'contracts/delete-pdf/:investmentId',
  access: 'user',
  context: 'investments',
  summary: 'C7.8 contracts/delete-pdf Withdraw a signature not yet confirmed by its code (its picture is deleted); a confirmed signature cannot be deleted.',
  answer: contractSignatureSchema,
});

export const signedContractPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'contracts/get-investor-contract/:investmentId',
  access: 'user',
  context: 'investments',
  summary: 'C7.8 contracts/get-investor-contract The signed contract PDF of one of the investor\'s investments, exactly as written when the code confirmed it (its SHA-256 is in the audit stream).',
  produces: ['application/pdf'],
});

export const reSignContractListEndpoint = defineEndpoint({
  method: 'GET',
  path: 'my-investment/get-re-sign-contract-list',
  access: 'user',
  context: 'investments',
  summary: 'C7.9 get-re-sign-contract-list, A4.11 The investor\'s investments whose contract an administrator rejected (with the reason): to be signed again.',
  query: z.object({ limit: pageLimit() }),
  answer: listPageOf(reSignContractSchema),
});

export const adminContractsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/admin/contracts',
  access: 'admin',
  context: 'investments',
  summary: "C4.14, A6.5 The administrators' contract review queue: signed contracts under review, oldest first, with the signature beside them (status=accepted or rejected for decided ones).",
  query: z.object({ status: z.optional(z.enum(['under-review', 'accepted', 'rejected'], 'common.invalidFormat')), limit: pageLimit() }),
  answer: listPageOf(adminContractSchema),
});

export const adminSignedContractPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'investment/admin/contracts/:investmentId/pdf',
  access: 'admin',
  context: 'investments',
  summary: 'C4.14 A signed investment contract PDF, for the reviewer to compare the signature with the investor\'s.',
  produces: ['application/pdf'],
});

export const reviewContractEndpoint = defineEndpoint({
  method: 'POST',
  path: 'investment/admin/contracts/:investmentId/review',
  access: 'admin',
  context: 'investments',
  summary: 'C4.14, C1.3 An administrator accepts a signed contract, or rejects it with a reason (for example the signature does not match): the investor is notified (reSignInvestmentContracts) and signs again.',
  body: reviewContractSchema,
  answer: adminContractSchema,
});
