import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An administrator found the consent agreement's signature does not match: the investor signs again (A4.8). */
export const ConsentRejectedV1 = defineEvent({
  type: 'verification.consent-rejected',
  version: 1,
  source: 'verification',
  description: "An administrator rejected the consent agreement's signature (for example it does not match the identity document); the investor is asked to sign again (reSignAccountverification).",
  schema: z.object({
    verificationId: z.string(),
    userId: z.string(),
    consentId: z.string(),
    reason: z.string(),
    rejectedBy: z.string(),
  }),
});
