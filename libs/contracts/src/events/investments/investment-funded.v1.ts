import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An investment's campaign closed successfully: the investor now holds their part (issue 14: investors are notified). */
export const InvestmentFundedV1 = defineEvent({
  type: 'investments.investment-funded',
  version: 1,
  source: 'investments',
  description: "An investment's campaign closed successfully: the money raised goes to the owner (minus the platform's fee) and the investor holds their part. One per confirmed investment, in the close's last step.",
  schema: z.object({
    investmentId: z.string(),
    investorId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    amount: z.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
});
