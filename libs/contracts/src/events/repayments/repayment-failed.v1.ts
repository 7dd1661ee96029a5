import { z } from 'zod';
import { defineEvent } from '../define-event';

/** C8.3 "repayment process failed": an owner's payment (or the automatic one) could not be taken. */
export const RepaymentFailedV1 = defineEvent({
  type: 'repayments.repayment-failed',
  version: 1,
  source: 'repayments',
  description: "An owner's repayment could not be taken from the wallet (C8: repayment process failed), e.g. the automatic repayment on the due date found too little in the owner's wallet. Nothing moved.",
  schema: z.object({
    paymentId: z.string(),
    rowId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    payerId: z.string(),
    /** A card payment is 'wallet' here (the money passes through the owner's wallet); `gateway` names the card provider. */
    // 'offline' (C1.3, issue 38: received outside the platform, approved by a second administrator) was added to v1; no consumer switches on the method.
    method: z.enum(['wallet', 'auto', 'offline']),
    /** Issue 38, optional: the card provider that took an owner's payment by card. */
    gateway: z.string().max(20).optional(),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    reason: z.enum(['insufficient_balance', 'refused']),
  }),
});
