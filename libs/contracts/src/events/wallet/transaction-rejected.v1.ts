import { z } from 'zod';
import { defineEvent } from '../define-event';
import { baisaSchema } from './ledger-schemas';

/**
 * An administrator rejected a bank-transfer top-up or a withdrawal (A4.6). Carries what the user's
 * notification shows (A3.7 walletTransactionId) and, when the wallet knows them, the address and
 * language of the e-mail.
 */
export const TransactionRejectedV1 = defineEvent({
  type: 'wallet.transaction-rejected',
  version: 1,
  source: 'wallet',
  description: 'An administrator rejected a bank-transfer top-up or a withdrawal, with a reason shown to the user.',
  schema: z.object({
    transactionId: z.string(),
    transactionNumber: z.string(),
    userId: z.string(),
    walletId: z.string(),
    /** CREDIT for a top-up, DEBIT for a withdrawal. */
    walletType: z.enum(['CREDIT', 'DEBIT']),
    type: z.string(),
    amount: baisaSchema,
    currency: z.string().length(3),
    rejectReason: z.string(),
    rejectedBy: z.string(),
    email: z.string().email().nullable(),
    firstName: z.string().nullable(),
    language: z.enum(['ar', 'en', 'fr']),
  }),
});
