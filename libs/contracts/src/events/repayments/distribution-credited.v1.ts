import { z } from 'zod';
import { defineEvent } from '../define-event';

/** One investor's share of a repayment reached their wallet ("distribution credited"). */
export const DistributionCreditedV1 = defineEvent({
  type: 'repayments.distribution-credited',
  version: 1,
  source: 'repayments',
  description:
    "An investor's share of a repayment was credited to their wallet: pro rata to their holding, the platform's fee withheld, in the distribution's one ledger batch (transfers `distribution:<distributionId>:<n>`). One per investor and distribution.",
  schema: z.object({
    distributionId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    investorId: z.string(),
    repaymentNumber: z.number().int().positive(),
    amount: z.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
});
