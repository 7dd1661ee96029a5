import { z } from 'zod';
import { defineEvent } from '../define-event';

/** The cancellation window of a paid investment ended: a wallet hold was posted into the campaign's escrow. */
export const InvestmentConfirmedV1 = defineEvent({
  type: 'investments.investment-confirmed',
  version: 1,
  source: 'investments',
  description: "The cancellation window of a paid investment ended: a wallet hold was posted into the campaign's escrow account.",
  schema: z.object({
    investmentId: z.string(),
    investorId: z.string(),
    campaignId: z.string(),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    escrowTransferId: z.string().nullable(),
  }),
});
