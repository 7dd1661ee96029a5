import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A9.6: a guardian needs at least this many paid investments before registering a child. */
export const CHILD_REGISTRATION_MIN_INVESTMENTS = 2;

/**
 * Whether an investor may register children changed or was counted again (A4.5, A6.3, A9.6): their
 * own verification is accepted and they have at least two paid investments (counted from
 * investments' committed and cancelled events). Sent after every count, with a version that only
 * grows per user, so a reader keeps the newest and never goes back to an older answer. Identity shows
 * it as the current user's `isChildVerificationAllowed`.
 */
export const GuardianStandingChangedV1 = defineEvent({
  type: 'verification.guardian-standing-changed',
  version: 1,
  source: 'verification',
  description: "Whether an investor may register children (A4.5, A9.6): verification accepted and at least two paid investments, with the facts and a version that grows per user (readers keep the newest).",
  schema: z.object({
    userId: z.string(),
    allowed: z.boolean(),
    verified: z.boolean(),
    investmentsCount: z.number().int().nonnegative(),
    version: z.number().int().positive(),
  }),
});
