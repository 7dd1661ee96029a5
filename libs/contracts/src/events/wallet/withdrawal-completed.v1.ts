import { z } from 'zod';
import { defineEvent } from '../define-event';
import { baisaSchema } from './ledger-schemas';

/** An administrator approved a withdrawal: the held amount left the wallet for the user's bank account. */
export const WithdrawalCompletedV1 = defineEvent({
  type: 'wallet.withdrawal-completed',
  version: 1,
  source: 'wallet',
  description: "An administrator approved a withdrawal: the held amount left the wallet for the user's bank account.",
  schema: z.object({
    transactionId: z.string(),
    transactionNumber: z.string(),
    userId: z.string(),
    amount: baisaSchema,
    currency: z.string().length(3),
    approvedBy: z.string(),
    ledgerTransferId: z.string(),
  }),
});
