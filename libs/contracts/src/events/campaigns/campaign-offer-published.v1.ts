import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * A campaign's offer as investors may take it up (C3.1, C3.7): published when an administrator
 * approves the campaign (and by the demo seed for live demo campaigns). Investments keeps the
 * capacity, the per-investment bounds and the dates from it; campaigns keeps the rest.
 */
export const CampaignOfferPublishedV1 = defineEvent({
  type: 'campaigns.offer-published',
  version: 1,
  source: 'campaigns',
  description: "A campaign's offer as investors take it up (C3.1, C3.7): goal (the capacity), minimum and maximum investment, price per share, dates, accreditation, and the terms repayments are scheduled from; published on approval.",
  schema: z.object({
    campaignId: z.string(),
    ownerId: z.string(),
    campaignName: z.string(),
    slug: z.string(),
    termsSlug: z.enum(['equity', 'equity-with-dividends', 'debt']),
    currency: z.string().length(3),
    investingType: z.enum(['fixed', 'flexible']),
    /** C5.15: `accredited` for accredited investors only, `both` for everyone verified. */
    accreditation: z.enum(['accredited', 'both']),
    /** Baisa. The goal is the most the campaign may take in (C5.6: the maximum never exceeds it). */
    goal: z.number().int().positive(),
    minimumInvestment: z.number().int().positive(),
    maximumInvestment: z.number().int().positive(),
    /** Baisa per share (equity); null for debt. */
    pricePerShare: z.number().int().positive().nullable(),
    /** Opening date and time in the campaign's time zone (C4.18), and the last day. */
    openDate: z.string().nullable(),
    openTime: z.string().nullable(),
    timezone: z.string(),
    closeDate: z.string().nullable(),
    /** Commitments recorded before the offer reached investments (demo data); 0 otherwise. */
    raisedBefore: z.number().int().nonnegative(),
    investorsBefore: z.number().int().nonnegative(),
    /**
     * C3.7 the terms repayments are scheduled from (debt: profit rate a year, term and grace in
     * months, payment frequency, payback start; equity with dividends: the share of net profit
     * distributed). Absent on offers published before repayments existed, null for plain equity.
     */
    repaymentTerms: z
      .object({
        interestRate: z.number().min(0).max(100).nullable(),
        termMonths: z.number().int().min(1).max(600).nullable(),
        gracePeriodMonths: z.number().int().min(0).max(120),
        paymentFrequency: z.enum(['daily', 'weekly', 'monthly', 'quarterly', 'semi-annually', 'yearly']).nullable(),
        paybackStartDate: z.string().nullable(),
        distributionOfNetProfit: z.number().min(0).max(100).nullable(),
      })
      .nullable()
      .optional(),
  }),
});
