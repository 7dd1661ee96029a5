import { z } from 'zod';
import { defineEvent } from '../define-event';

/** A repayment was distributed: what was paid, the fee withheld, what investors received, in which transfers. */
export const DistributionCompletedV1 = defineEvent({
  type: 'repayments.distribution-completed',
  version: 1,
  source: 'repayments',
  description:
    'A payment was distributed in one ledger batch: amount = fee + distributed exactly (no baisa made or lost: remainders go one baisa each to the largest fractional shares, ties to the larger holding, then the smaller investor id). For auditors: the transfers to look for in the wallet.',
  schema: z.object({
    distributionId: z.string(),
    paymentId: z.string(),
    campaignId: z.string(),
    rowId: z.string(),
    amount: z.number().int().positive(),
    fee: z.number().int().nonnegative(),
    distributed: z.number().int().nonnegative(),
    investorsCount: z.number().int().nonnegative(),
    currency: z.string().length(3),
    transferIds: z.array(z.string()),
  }),
});
