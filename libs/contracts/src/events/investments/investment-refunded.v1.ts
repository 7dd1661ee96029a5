import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An investment was refunded to the investor's wallet because its campaign closed unsuccessful (transfer `refund:<investmentId>`). */
export const InvestmentRefundedV1 = defineEvent({
  type: 'investments.investment-refunded',
  version: 1,
  source: 'investments',
  description: "An investment was refunded to the investor's wallet because its campaign closed unsuccessful (the transfer `refund:<investmentId>`, listed as \"campaign unsuccessful\").",
  schema: z.object({
    investmentId: z.string(),
    investorId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    amount: z.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
});
