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
    /** A provider's hosted page is 'card' in v1, PayPal's included; `gateway` says which provider. */
    paymentType: z.enum(['wallet', 'card', 'bank-transfer']),
    /** The provider that took a card or PayPal payment (sandbox_card, stripe, paymob, paypal); added later, so optional. */
    gateway: z.string().max(20).optional(),
    /** True when this is the investor's first paid investment in the campaign (investors count + 1). */
    firstInCampaign: z.boolean(),
    cancellableUntil: z.string().nullable(),
  }),
});
