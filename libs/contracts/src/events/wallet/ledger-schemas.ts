import { z } from 'zod';

/** Baisa as an integer number (safe up to 9e15; the ledger refuses amounts above 1e15). */
export const baisaSchema = z.number().int();

export const ledgerAccountKindSchema = z.enum(['user_wallet', 'child_wallet', 'campaign_escrow', 'repayment_escrow', 'platform_fees', 'vat', 'gateway_clearing', 'payouts', 'suspense']);

export const ledgerAccountRefSchema = z.object({
  kind: ledgerAccountKindSchema,
  owner: z.string(),
  currency: z.string().length(3),
});
