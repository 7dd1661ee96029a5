import { z } from 'zod';
import { defineEvent } from '../define-event';
import { baisaSchema, ledgerAccountKindSchema } from './ledger-schemas';

/**
 * The ledger posted a transfer (entries sum to zero). Written to the wallet outbox in the same
 * transaction as the transfer: exactly one event per transfer (checked by `npm run ledger:check`).
 * aggregateId is the transfer's ledger id (`id`).
 */
export const TransferPostedV1 = defineEvent({
  type: 'wallet.transfer-posted',
  version: 1,
  source: 'wallet',
  description: 'The ledger posted a transfer: its entries (account kind, owner, signed amount in baisa) sum to zero.',
  schema: z.object({
    id: z.string(),
    transferId: z.string(),
    reason: z.string(),
    holdId: z.string().nullable(),
    postedAt: z.string(),
    entries: z.array(
      z.object({
        accountId: z.string(),
        kind: ledgerAccountKindSchema,
        owner: z.string(),
        currency: z.string(),
        amount: baisaSchema,
        balanceAfter: baisaSchema,
      }),
    ),
    metadata: z.record(z.string(), z.unknown()),
  }),
});
