import * as z from 'zod/mini';
import { answerBaisa, answerId, answerText, answerTimestamp } from '../answer-fields';
import { BAISA_AMOUNT_DOCUMENTED, checkedByService, defineEndpoint } from '../define-endpoint';
import { transactionSchema } from './transactions';

const text = (requiredKey: string) => z.string(requiredKey).check(z.minLength(1, requiredKey), z.maxLength(500, 'wallet.textTooLong'));

/** An administrator's "no", with the reason the user is told (A4.6, rejectedWalletTransactions). */
export const rejectSchema = z.object({ reason: text('wallet.rejectReasonRequired') });

const nameOrNull = () => z.nullable(answerText(100));
/** A transaction as an administrator reviews it: with its user. */
export const adminTransactionSchema = z.extend(transactionSchema, { user: z.object({ id: answerId(), email: z.nullable(answerText(254)), firstName: nameOrNull(), lastName: nameOrNull() }) });
export type AdminTransactionView = z.infer<typeof adminTransactionSchema>;

export const ADJUSTMENT_KINDS = ['credit', 'refund'] as const;
export const ADJUSTMENT_STATUSES = ['awaiting_approval', 'posted', 'rejected'] as const;
/** A manual credit or refund (A1.1): who asked (maker), who decided (checker), the transaction it made. */
export const adjustmentSchema = z.object({
  id: answerId(),
  _id: answerId(),
  userId: answerId(),
  kind: z.enum(ADJUSTMENT_KINDS),
  amount: answerBaisa(),
  reason: answerText(500),
  status: z.enum(ADJUSTMENT_STATUSES),
  makerId: answerId(),
  checkerId: z.nullable(answerId()),
  rejectReason: z.nullable(answerText(500)),
  transactionId: z.nullable(answerId()),
  transactionNumber: z.nullable(answerText(40)),
  createdAt: answerTimestamp(),
  decidedAt: z.nullable(answerTimestamp()),
  user: z.object({ email: z.nullable(answerText(254)), firstName: nameOrNull(), lastName: nameOrNull() }),
});
export type AdjustmentView = z.infer<typeof adjustmentSchema>;

export const rejectTransactionEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/admin/transactions/:id/reject',
  access: 'admin',
  context: 'wallet',
  summary: 'A4.6 Reject a pending bank-transfer top-up or withdrawal with a reason (a withdrawal\'s held amount returns to the wallet); the user is notified.',
  body: rejectSchema,
  answer: adminTransactionSchema,
});

/** A1.1 "refund and credit wallets": above the maker-checker threshold a second administrator approves. */
export const createAdjustmentSchema = z.object({
  userId: z.string('wallet.userIdRequired').check(z.minLength(1, 'wallet.userIdRequired'), z.maxLength(36, 'wallet.userIdRequired')),
  kind: z.enum(['credit', 'refund'], 'wallet.adjustmentKindInvalid'),
  /** Baisa; its rules (whole, at least 1, within the maximum) are the service's. */
  amount: checkedByService(z.optional(z.unknown()), BAISA_AMOUNT_DOCUMENTED),
  reason: text('wallet.reasonRequired'),
});

export const createAdjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/admin/adjustments',
  access: 'admin',
  context: 'wallet',
  summary: 'A1.1 Credit or refund a wallet by hand with a reason; above MAKER_CHECKER_THRESHOLD it waits for a second administrator.',
  body: createAdjustmentSchema,
  idempotencyKey: 'required',
  answer: adjustmentSchema,
});

export const rejectAdjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/admin/adjustments/:id/reject',
  access: 'admin',
  context: 'wallet',
  summary: 'A1.1 The checker refuses a manual adjustment, with a reason.',
  body: rejectSchema,
  answer: adjustmentSchema,
});
