import type { EventData, LedgerAccountKind, TransferPostedV1 } from '@cf/contracts';

/**
 * The ledger's contract inside the wallet service (implemented by LedgerService in ./ledger.service.ts)
 * and, over HTTP, for other services (internal API under /internal/ledger, see ./ledger.controller.ts).
 *
 * Conventions
 * - Amounts are integer baisa (1 OMR = 1000 baisa) held as `bigint` in code.
 * - An account's balance is the sum of its posted entries. Every transfer's entries sum to zero.
 *   A user top-up of 10.000 with a 0.200 fee is, e.g.:
 *     gateway_clearing/sandbox -10200, user_wallet/<userId> +10000, platform_fees -> +174, vat +26.
 * - Wallet-type accounts (user_wallet, child_wallet, campaign_escrow, repayment_escrow) never go below zero, counting
 *   pending holds: available = balance - held >= 0. Clearing, suspense, payouts and the platform
 *   accounts may go negative (they mirror money outside the platform).
 * - Every transfer and hold carries a client-supplied id (`transferId` / `holdId`, ≤ 64 chars). The same
 *   id with the same body returns the first result; the same id with another body is refused
 *   (LedgerConflictError → 409). Posted entries are never changed: corrections are new transfers.
 */
/*
 * Inside the wallet, a ledger call made within the caller's ambient transaction (`Transactions.run`)
 * joins it, so a ledger write and the caller's own rows (a wallet transaction's status, an outbox
 * event) commit together. Outside one, the ledger opens its own transaction.
 */

/** The ledger's account kinds, as its internal contract names them (`repayment_escrow`: what an owner paid towards a campaign's repayments, until it is distributed). */
export type { LedgerAccountKind };

export interface AccountRef {
  kind: LedgerAccountKind;
  /** userId, childId, campaignId, provider name ('sandbox', 'stripe', 'bank_transfer', …) or 'platform'. */
  owner: string;
  /** ISO currency code; 'OMR' unless a campaign says otherwise. */
  currency?: string;
}

export interface EntryInput {
  account: AccountRef;
  /** Signed baisa: positive raises the account's balance, negative lowers it. */
  amount: bigint;
}

export interface TransferInput {
  transferId: string;
  /** Why money moved: 'topup', 'withdrawal', 'investment', 'refund', 'admin_credit', 'reversal', … */
  reason: string;
  entries: EntryInput[];
  metadata?: Record<string, unknown>;
  actorId?: string | null;
  correlationId?: string | null;
}

export interface PostedEntry {
  accountId: string;
  account: AccountRef;
  amount: bigint;
  /** The account's balance right after this entry (for statements). */
  balanceAfter: bigint;
}

export interface PostedTransfer {
  id: string;
  transferId: string;
  reason: string;
  entries: PostedEntry[];
  metadata: Record<string, unknown>;
  postedAt: string;
  /** The hold this transfer settled, if any. */
  holdId: string | null;
}

export type HoldStatus = 'pending' | 'posted' | 'voided' | 'expired';

export interface HoldInput {
  holdId: string;
  reason: string;
  /** The wallet-type account whose available balance is reserved. */
  from: AccountRef;
  /** Where the money goes when posted (may be changed at post time by giving `entries`). */
  to: AccountRef;
  amount: bigint;
  /** ISO timestamp; a pending hold past it is expired by the sweeper (and never posted). */
  expiresAt: string;
  metadata?: Record<string, unknown>;
  actorId?: string | null;
  correlationId?: string | null;
}

export interface Hold {
  id: string;
  holdId: string;
  reason: string;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  status: HoldStatus;
  expiresAt: string;
  createdAt: string;
  resolvedAt: string | null;
  /** The transfer that posted it (status 'posted'). */
  transferId: string | null;
  metadata: Record<string, unknown>;
}

export interface AccountBalance {
  account: AccountRef;
  balance: bigint;
  held: bigint;
  available: bigint;
}

/**
 * `listInWallets`: the wallets it moves get their row in their owners' transaction lists, in the same
 * transaction (LedgerActivity), unless a wallet flow's row already lists it. Every post through the
 * internal API asks for it; a wallet flow asks only when it writes no row of its own.
 */
export interface PostOptions {
  listInWallets?: boolean;
}

/** The transaction lists as the ledger sees them: rows for posted transfers, in the caller's transaction. */
export interface LedgerActivityPort {
  list(transfers: ReadonlyArray<EventData<typeof TransferPostedV1>>): Promise<void>;
}

export interface LedgerPort {
  transfer(input: TransferInput, options?: PostOptions): Promise<PostedTransfer>;
  hold(input: HoldInput): Promise<Hold>;
  /** Posts a pending hold once (from → to for `amount`, or `amount` less than held: the rest is released). */
  postHold(holdId: string, options?: { amount?: bigint; actorId?: string | null; correlationId?: string | null } & PostOptions): Promise<PostedTransfer>;
  /** Voids a pending hold once; voiding a voided hold returns it unchanged; a posted one is refused (409). */
  voidHold(holdId: string, options?: { actorId?: string | null; reason?: string }): Promise<Hold>;
  getHold(holdId: string): Promise<Hold | null>;
  balance(account: AccountRef): Promise<AccountBalance>;
  /** An account's balance just before `at`, and each entry's time and balance after it from `at` on, in posting order (balance charts). */
  balanceSince(account: AccountRef, at: string): Promise<{ before: bigint; entries: Array<{ postedAt: string; balanceAfter: bigint }> }>;
  /** Expires pending holds past their expiry; returns how many. */
  expireStaleHolds(now?: Date): Promise<number>;
}
