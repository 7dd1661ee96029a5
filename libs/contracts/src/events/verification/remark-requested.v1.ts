import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A reviewer asked the investor for documents (A3.16, A4.10): the investor is notified. */
export const RemarkRequestedV1 = defineEvent({
  type: 'verification.remark-requested',
  version: 1,
  source: 'verification',
  description: 'A reviewer asked the investor for documents with a note (A3.16); notifications tells the investor (pendingAccountVerificationRemark).',
  schema: z.object({
    remarkId: z.string(),
    verificationId: z.string(),
    userId: z.string(),
    note: z.string(),
    documents: z.array(z.object({ title: z.string(), type: z.enum(['document', 'front-document', 'back-document', 'live-photo']) })),
    requestedBy: z.string(),
  }),
});
