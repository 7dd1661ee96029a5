import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * An administrator approved or declined an investor's accredited investor account (A4.3, A6.5):
 * notifications tells the investor (with the reason of a refusal) and records it in the activity log.
 */
export const AccreditationReviewedV1 = defineEvent({
  type: 'verification.accreditation-reviewed',
  version: 1,
  source: 'verification',
  description: "An administrator approved or declined an investor's accredited investor account; the investor is told (with the reason of a refusal).",
  schema: z.object({
    userId: z.string(),
    status: z.enum(['approved', 'declined']),
    reason: z.string().nullable(),
    reviewedBy: z.string(),
  }),
});
