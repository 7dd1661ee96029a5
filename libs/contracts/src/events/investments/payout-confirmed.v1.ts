import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A successful campaign's payout was confirmed: the owner's amount moved from escrow to the owner's wallet. */
export const PayoutConfirmedV1 = defineEvent({
  type: 'investments.payout-confirmed',
  version: 1,
  source: 'investments',
  description: "A successful campaign's payout was confirmed (by two administrators above the threshold): the owner's amount moved from the campaign's escrow to the owner's wallet by the transfer `payout:<campaignId>`.",
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    campaignName: z.string(),
    amount: z.number().int().nonnegative(),
    currency: z.string().length(3),
    approvedBy: z.string().nullable(),
    confirmedBy: z.string(),
    transferId: z.string(),
  }),
});
