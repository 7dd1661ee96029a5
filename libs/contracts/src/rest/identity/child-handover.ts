import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../../http/envelope';
import { answerId, answerText, answerTimestamp } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { before, email, passwordsMatch, requiredString, strongPassword, typedPassword } from './fields';

/**
 * ADR 0026: at 18 the child takes the account over through the e-mailed invitation
 * (/child-handover/{token}): an identity account with the child's id, so the child's wallet,
 * investments and distributions are the person's own without any record changing hands.
 */
const token = () => requiredString('common.required', 'identity.handoverInvalid').check(z.maxLength(200, 'identity.handoverInvalid'));

export const claimChildAccountSchema = z
  .object({
    token: token(),
    /** The e-mail the person signs in with (the invitation's address, or their own when the link reached them through the guardian). */
    email: email(),
    password: strongPassword(),
    passwordConfirm: typedPassword('identity.passwordMismatch'),
    acceptTerms: before((value) => value === true || value === 'true', z.boolean('identity.acceptTerms').check(z.refine((accepted) => accepted, 'identity.acceptTerms'))),
    language: z.optional(z.enum(SUPPORTED_LANGUAGES, 'identity.languageInvalid')),
  })
  .check(passwordsMatch);
export type ClaimChildAccountInput = z.input<typeof claimChildAccountSchema>;

export const childHandoverSchema = z.object({
  firstName: answerText(100),
  lastName: answerText(100),
  /** The child's own e-mail from the registration, or null when the invitation went to the guardian. */
  email: z.nullable(answerText(254)),
  expiresAt: answerTimestamp(),
});
export type ChildHandoverView = z.infer<typeof childHandoverSchema>;

export const childAccountClaimedSchema = z.object({
  id: answerId(),
  email: answerText(254),
  /** False when the e-mail typed is not the one the invitation reached: an activation link is sent to it first. */
  activated: z.boolean(),
  message: answerText(500),
});

/** The token travels in the body, never in a URL that logs keep. */
export const childHandoverQuerySchema = z.object({ token: token() });

export const childHandoverEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/child-handover/invitation',
  access: 'public',
  context: 'identity',
  summary: 'ADR 0026 Reads (without using it) the invitation of a child who turned 18 to take the account over: whose it is and until when it is open.',
  body: childHandoverQuerySchema,
  answer: childHandoverSchema,
});

export const claimChildAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/child-handover',
  access: 'public',
  context: 'identity',
  summary: "ADR 0026 The child, now 18, takes the account over with the invitation's token: an account with the child's id and a password of the person's own.",
  body: claimChildAccountSchema,
  answer: childAccountClaimedSchema,
  created: true,
});
