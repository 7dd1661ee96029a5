import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * A paid investment was cancelled within its cancellation window: the hold was voided (or the
 * escrow refunded), the capacity and the investor's limit freed. Campaigns takes it off the raised
 * amount; the investor is notified.
 */
export const InvestmentCancelledV1 = defineEvent({
  type: 'investments.investment-cancelled',
  version: 1,
  source: 'investments',
  description: 'A paid investment was cancelled within its cancellation window: hold voided or escrow refunded, capacity and limit freed; campaigns takes it off the raised amount.',
  schema: z.object({
    investmentId: z.string(),
    investorId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    /** True when the investor has no other paid investment left in the campaign (investors count - 1). */
    lastInCampaign: z.boolean(),
    cancelledBy: z.string(),
  }),
});
