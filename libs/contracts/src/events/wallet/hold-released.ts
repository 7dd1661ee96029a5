import { z } from 'zod';
import { baisaSchema, ledgerAccountRefSchema } from './ledger-schemas';

/** Payload shared by wallet.hold-voided and wallet.hold-expired: the reservation was released. */
export const holdReleasedSchema = z.object({
  id: z.string(),
  holdId: z.string(),
  reason: z.string(),
  from: ledgerAccountRefSchema,
  amount: baisaSchema,
  releasedAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
