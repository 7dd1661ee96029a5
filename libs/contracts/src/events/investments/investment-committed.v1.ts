import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * An investor paid for an investment (C4.15 status 2, success): the money is held in the wallet
 * (wallet payment) or in the campaign's escrow (card, bank transfer). Campaigns adds it to the
 * raised amount and the investors count; notifications tell the investor.
 */
export const InvestmentCommittedV1 = defineEvent({
  type: 'investments.investment-committed',
  version: 1,
  source: 'investments',
  description: "An investor paid for an investment (status 2, success): campaigns adds it to the raised amount and investors count; the investor is notified. Carries the end of the cancellation window.",
  schema: z.object({
    investmentId: z.string(),
    investorId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    amount: z.number().int().positive(),
    currency: z.string().length(3),
    paymentType: z.enum(['wallet', 'card', 'bank-transfer']),
    /** True when this is the investor's first paid investment in the campaign (investors count + 1). */
    firstInCampaign: z.boolean(),
    cancellableUntil: z.string().nullable(),
  }),
});
