import type { InternalCallAnswer, accountBalanceCall, ledgerTransferBatchCall, LedgerHold, postHoldCall } from '@cf/contracts';
import type { AccountBalance, Hold, PostedTransfer } from './ledger.port';

// The ledger's records as its internal contracts answer them (@cf/contracts internal/wallet.ts):
// baisa as integer numbers (DESIGN §7).

export function transferView(t: PostedTransfer): InternalCallAnswer<typeof postHoldCall> {
  return { ...t, entries: t.entries.map((e) => ({ ...e, amount: Number(e.amount), balanceAfter: Number(e.balanceAfter) })) };
}

/** A batch's answer: each transfer's id, reason and size (not its entries: thousands of them). */
export function batchView(transfers: PostedTransfer[]): InternalCallAnswer<typeof ledgerTransferBatchCall> {
  return { transfers: transfers.map((t) => ({ id: t.id, transferId: t.transferId, reason: t.reason, postedAt: t.postedAt, entries: t.entries.length })) };
}

export function holdView(h: Hold): LedgerHold {
  return { ...h, amount: Number(h.amount) };
}

export function balanceView(b: AccountBalance): InternalCallAnswer<typeof accountBalanceCall> {
  return { account: b.account, balance: Number(b.balance), held: Number(b.held), available: Number(b.available) };
}
