import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * An administrator opened an investor's identity document (personal data): who, when, which
 * verification and which pictures. Written for the audit stream; nobody needs to act on it.
 */
export const DocumentsViewedV1 = defineEvent({
  type: 'verification.documents-viewed',
  version: 1,
  source: 'verification',
  description: "An administrator opened an investor's identity document (personal data): who, when, which verification and which pictures, for the audit stream.",
  schema: z.object({
    verificationId: z.string(),
    userId: z.string(),
    viewedBy: z.string(),
    slots: z.array(z.enum(['front', 'back', 'live-photo'])),
    /** Optional (added later): documents uploaded for a reviewer's remark that were shown. */
    remarkDocumentIds: z.array(z.string()).optional(),
    viewedAt: z.string(),
  }),
});
