import { z } from 'zod';
import { defineEvent } from '../define-event';
import { baisaSchema } from './ledger-schemas';

/** A wallet top-up failed at the payment provider (declined, expired, cancelled); nothing was credited. */
export const TopupFailedV1 = defineEvent({
  type: 'wallet.topup-failed',
  version: 1,
  source: 'wallet',
  description: 'A wallet top-up failed at the payment provider; nothing was credited.',
  schema: z.object({
    transactionId: z.string(),
    transactionNumber: z.string(),
    userId: z.string(),
    amount: baisaSchema,
    gateway: z.string(),
    reason: z.string().nullable(),
    /** Set when the payment was for an investment (card or bank transfer): its hold is `investment:<id>`. */
    investmentId: z.string().optional(),
    /** Set when the payment was an owner's repayment by card (issue 38): its transfer is `repayment:<id>`. */
    repaymentPaymentId: z.string().optional(),
  }),
});
