import { z } from 'zod';
import { defineEvent } from '../define-event';
import { baisaSchema, ledgerAccountRefSchema } from './ledger-schemas';

/** Funds were reserved on a wallet account (two-phase: later posted, voided or expired). aggregateId: the hold's ledger id. */
export const HoldPlacedV1 = defineEvent({
  type: 'wallet.hold-placed',
  version: 1,
  source: 'wallet',
  description: 'Funds were reserved on a wallet account; the hold is later posted, voided or expired.',
  schema: z.object({
    id: z.string(),
    holdId: z.string(),
    reason: z.string(),
    from: ledgerAccountRefSchema,
    to: ledgerAccountRefSchema,
    amount: baisaSchema,
    expiresAt: z.string(),
    metadata: z.record(z.string(), z.unknown()),
  }),
});
