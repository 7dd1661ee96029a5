import { z } from 'zod';
import { defineEvent } from '../define-event';
import { baisaSchema } from './ledger-schemas';

/** A user asked to withdraw to a bank account; the amount is held in the wallet until an administrator decides. */
export const WithdrawalRequestedV1 = defineEvent({
  type: 'wallet.withdrawal-requested',
  version: 1,
  source: 'wallet',
  description: 'A user asked to withdraw to a bank account; the amount is held until an administrator approves or rejects it.',
  schema: z.object({
    transactionId: z.string(),
    transactionNumber: z.string(),
    userId: z.string(),
    amount: baisaSchema,
    currency: z.string().length(3),
    holdId: z.string(),
  }),
});
