import { z } from 'zod';
import { ValidationFailedError } from '@cf/platform';
import type { AccountBalance, Hold, PostedTransfer } from './ledger.port';
import { ACCOUNT_KINDS, MAX_BATCH_TRANSFER_ENTRIES, MAX_BATCH_TRANSFERS } from './ledger-rules';

/** Baisa in JSON: an integer number or a string of digits (for amounts beyond 2^53, never needed in OMR). */
const amount = z
  .union([z.number().int('wallet.amountInvalid'), z.string().regex(/^-?\d{1,16}$/, 'wallet.amountInvalid')], 'wallet.amountInvalid')
  .transform((v) => BigInt(v));
const id = z.string('common.required').min(1, 'common.required').max(64, 'common.invalidFormat');
const account = z.object({
  kind: z.enum(ACCOUNT_KINDS as [string, ...string[]], 'wallet.accountKindInvalid'),
  owner: id,
  currency: z.string().regex(/^[A-Z]{3}$/, 'common.invalidFormat').optional(),
});
const metadata = z.record(z.string(), z.unknown()).optional();

export const transferBodySchema = z.object({
  transferId: id,
  reason: z.string('common.required').regex(/^[a-z][a-z0-9_]{0,39}$/, 'common.invalidFormat'),
  entries: z.array(z.object({ account, amount }), 'common.invalidFormat').min(2, 'common.invalidFormat').max(50, 'common.invalidFormat'),
  metadata,
  actorId: z.string().max(36).nullish(),
  correlationId: z.string().max(64).nullish(),
});

/** A batch (distributions): up to 200 transfers of up to 301 entries (ledger-rules.ts), posted in one transaction. */
export const transferBatchBodySchema = z.object({
  transfers: z.array(transferBodySchema.extend({ entries: z.array(z.object({ account, amount }), 'common.invalidFormat').min(2, 'common.invalidFormat').max(MAX_BATCH_TRANSFER_ENTRIES, 'common.invalidFormat') }), 'common.invalidFormat')
    .min(1, 'common.invalidFormat')
    .max(MAX_BATCH_TRANSFERS, 'common.invalidFormat'),
});

export const holdBodySchema = z.object({
  holdId: id,
  reason: z.string('common.required').regex(/^[a-z][a-z0-9_]{0,39}$/, 'common.invalidFormat'),
  from: account,
  to: account,
  amount,
  expiresAt: z.string().datetime({ offset: true, message: 'common.invalidFormat' }).optional(),
  metadata,
  actorId: z.string().max(36).nullish(),
  correlationId: z.string().max(64).nullish(),
});

export const postHoldBodySchema = z.object({ amount: amount.optional(), actorId: z.string().max(36).nullish(), correlationId: z.string().max(64).nullish() });
export const voidHoldBodySchema = z.object({ reason: z.string().max(500).optional(), actorId: z.string().max(36).nullish() });
export const balanceQuerySchema = z.object({ kind: account.shape.kind, owner: id, currency: account.shape.currency });
export const pendingHoldsQuerySchema = z.object({
  reason: z.string('common.required').min(1, 'common.required').max(40, 'common.invalidFormat'),
  createdBefore: z.iso.datetime({ message: 'common.invalidFormat' }),
  after: id.optional(),
  limit: z.coerce.number('common.invalidFormat').int('common.invalidFormat').min(1, 'common.invalidFormat').max(500, 'common.invalidFormat').optional(),
});

/** Validates with zod; failures become the platform's 400 `errors: [{ field, msg }]`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const errors = result.error.issues
    .map((issue) => ({
      field: issue.path.join('.') || 'body',
      messageKey: /^(wallet|common)\.[A-Za-z]+$/.test(issue.message) ? issue.message : /received undefined/.test(issue.message) ? 'common.required' : 'common.invalidFormat',
    }))
    .filter((e) => !seen.has(e.field) && seen.add(e.field));
  throw new ValidationFailedError(errors);
}

/** JSON views: baisa as integer numbers (DESIGN §7). */
export function transferView(t: PostedTransfer) {
  return { ...t, entries: t.entries.map((e) => ({ ...e, amount: Number(e.amount), balanceAfter: Number(e.balanceAfter) })) };
}

/** A batch's answer: each transfer's id, reason and size (not its entries: thousands of them). */
export function batchView(transfers: PostedTransfer[]) {
  return { transfers: transfers.map((t) => ({ id: t.id, transferId: t.transferId, reason: t.reason, postedAt: t.postedAt, entries: t.entries.length })) };
}

export function holdView(h: Hold) {
  return { ...h, amount: Number(h.amount) };
}

export function balanceView(b: AccountBalance) {
  return { account: b.account, balance: Number(b.balance), held: Number(b.held), available: Number(b.available) };
}
