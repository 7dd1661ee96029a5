import { z } from 'zod';
import { defineEvent } from '../define-event';
import { baisaSchema } from './ledger-schemas';

/** A wallet top-up settled: the wallet was credited `amount`; the payer paid `totalAmount` (amount + fees). */
export const TopupCompletedV1 = defineEvent({
  type: 'wallet.topup-completed',
  version: 1,
  source: 'wallet',
  description: 'A wallet top-up settled: the wallet was credited the amount; the payer paid the amount plus fees (VAT included).',
  schema: z.object({
    transactionId: z.string(),
    transactionNumber: z.string(),
    userId: z.string(),
    amount: baisaSchema,
    totalFees: baisaSchema,
    totalAmount: baisaSchema,
    currency: z.string().length(3),
    gateway: z.string(),
    ledgerTransferId: z.string(),
    /** Set when the payment was for an investment (card or bank transfer): its hold is `investment:<id>`. */
    investmentId: z.string().optional(),
    /** Set when the payment was an owner's repayment by card (issue 38): its transfer is `repayment:<id>`. */
    repaymentPaymentId: z.string().optional(),
  }),
});
