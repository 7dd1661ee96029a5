import { z } from 'zod';
import { defineEvent } from '../define-event';
import { baisaSchema } from './ledger-schemas';

/** An administrator's manual credit or refund was posted to a user's wallet (after a second approval when required). */
export const AdjustmentPostedV1 = defineEvent({
  type: 'wallet.adjustment-posted',
  version: 1,
  source: 'wallet',
  description: "An administrator's manual credit or refund was posted to a user's wallet (approved by a second administrator above the threshold).",
  schema: z.object({
    adjustmentId: z.string(),
    transactionId: z.string(),
    transactionNumber: z.string(),
    userId: z.string(),
    kind: z.enum(['credit', 'refund']),
    amount: baisaSchema,
    currency: z.string().length(3),
    reason: z.string(),
    makerId: z.string(),
    checkerId: z.string().nullable(),
  }),
});
