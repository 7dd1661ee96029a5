import * as z from 'zod/mini';
import { BAISA_AMOUNT_DOCUMENTED, checkedByService, defineEndpoint, responseOf } from '../define-endpoint';
import type { TransactionView } from './transactions';

const text = (requiredKey: string) => z.string(requiredKey).check(z.minLength(1, requiredKey), z.maxLength(500, 'wallet.textTooLong'));

/** An administrator's "no", with the reason the user is told (A4.6, rejectedWalletTransactions). */
export const rejectSchema = z.object({ reason: text('wallet.rejectReasonRequired') });

export type AdminTransactionView = TransactionView & { user: { id: string; email: string | null; firstName: string | null; lastName: string | null } };

export const rejectTransactionEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/admin/transactions/:id/reject',
  access: 'admin',
  context: 'wallet',
  summary: 'A4.6 Reject a pending bank-transfer top-up or withdrawal with a reason (a withdrawal\'s held amount returns to the wallet); the user is notified.',
  body: rejectSchema,
  response: responseOf<AdminTransactionView>(),
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
});

export const rejectAdjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/admin/adjustments/:id/reject',
  access: 'admin',
  context: 'wallet',
  summary: 'A1.1 The checker refuses a manual adjustment, with a reason.',
  body: rejectSchema,
});
