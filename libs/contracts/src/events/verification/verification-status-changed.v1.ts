import { z } from 'zod';
import { defineEvent } from '../define-event';
import { cancellationEventSchema, investorLimitsEventSchema } from './investor-limits';

/**
 * An investor's account verification changed status (A4.3): submitted for review, accepted with an
 * investor class, or declined with a reason. Investments read the class and status from it; the
 * investor is notified of a decision.
 */
export const VerificationStatusChangedV1 = defineEvent({
  type: 'verification.status-changed',
  version: 1,
  source: 'verification',
  description: "An investor's account verification changed status (A4.3): submitted (UNDER-REVIEW), ACCEPTED with the investor class and its limits, or DECLINED with a reason.",
  schema: z.object({
    verificationId: z.string(),
    userId: z.string(),
    status: z.enum(['PENDING', 'UNDER-PROCESS', 'UNDER-REVIEW', 'ACCEPTED', 'DECLINED', 'EXPIRED']),
    previousStatus: z.enum(['PENDING', 'UNDER-PROCESS', 'UNDER-REVIEW', 'ACCEPTED', 'DECLINED', 'EXPIRED']),
    jurisdiction: z.string(),
    /** The approved class (ACCEPTED only). */
    investorClass: z.string().nullable(),
    /** Limits of that class in the pack's minor unit (null: none). */
    limits: investorLimitsEventSchema.nullable(),
    /** The class counts as accredited in the pack (C5.15); absent in events written before it was added. */
    accredited: z.boolean().optional(),
    /** The pack's cancellation window (hours after paying; never within this many hours of the close). */
    cancellation: cancellationEventSchema.optional(),
    /** On acceptance: the investor's legal names from the identity document (what contracts name). */
    legalName: z.object({ en: z.string(), ar: z.string().nullable() }).optional(),
    /** On acceptance: the mobile number the investor confirmed by texted code when signing the consent (where contract codes go). */
    verifiedPhone: z.string().regex(/^\+?[0-9]{8,13}$/).optional(),
    reason: z.string().nullable(),
    decidedBy: z.string().nullable(),
  }),
});
