import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * An administrator decided on a signed investment contract (C4.14): accepted, or rejected with a
 * reason (for example the signature does not match) so the investor signs again (reSignInvestmentContracts).
 */
export const ContractReviewedV1 = defineEvent({
  type: 'investments.contract-reviewed',
  version: 1,
  source: 'investments',
  description: 'An administrator accepted a signed investment contract, or rejected it with a reason (for example the signature does not match): the investor is notified to sign again (C4.14, reSignInvestmentContracts).',
  schema: z.object({
    investmentId: z.string(),
    investorId: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    signatureId: z.string(),
    decision: z.enum(['accepted', 'rejected']),
    reason: z.string().nullable(),
    reviewedBy: z.string(),
  }),
});
