import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * Investments finished a campaign's close (docs/adr/0021): the outcome the money decided, what was
 * raised, the platform's fee and VAT taken from escrow, what is left for the owner's payout, and
 * what was returned to investors when it was unsuccessful. Campaigns moves the campaign to 4 or 5.
 */
export const InvestmentsCampaignClosedV1 = defineEvent({
  type: 'investments.campaign-closed',
  version: 1,
  source: 'investments',
  description: "Investments finished a campaign's close: the outcome the money decided (successful: fee and VAT taken from escrow, the rest kept for the owner's payout; unsuccessful: every investor refunded to the wallet). Campaigns moves the campaign to status 4 or 5.",
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    campaignName: z.string(),
    outcome: z.enum(['successful', 'unsuccessful']),
    trigger: z.string(),
    currency: z.string().length(3),
    goal: z.number().int().nonnegative(),
    raised: z.number().int().nonnegative(),
    investorsCount: z.number().int().nonnegative(),
    fee: z.number().int().nonnegative(),
    vat: z.number().int().nonnegative(),
    ownerAmount: z.number().int().nonnegative(),
    refunded: z.number().int().nonnegative(),
  }),
});
