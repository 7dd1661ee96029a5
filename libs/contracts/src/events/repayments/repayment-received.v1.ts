import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An owner's payment towards a schedule row reached the campaign's repayment escrow. */
export const RepaymentReceivedV1 = defineEvent({
  type: 'repayments.repayment-received',
  version: 1,
  source: 'repayments',
  description:
    "An owner's payment towards a row of the schedule (whole or partial) moved from the owner's wallet to the campaign's repayment escrow (transfer `repayment:<paymentId>`); its distribution to the investors follows.",
  schema: z.object({
    paymentId: z.string(),
    rowId: z.string(),
    repaymentNumber: z.number().int().positive(),
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
    rowPaid: z.number().int().nonnegative(),
    rowTotal: z.number().int().positive(),
    transferId: z.string(),
  }),
});
