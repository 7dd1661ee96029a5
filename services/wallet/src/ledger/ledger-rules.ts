import { createHash } from 'node:crypto';
import { v5 as uuidv5 } from 'uuid';
import { LEDGER_ACCOUNT_KINDS, LEDGER_LIMITS } from '@cf/contracts';
import { AppError, ValidationFailedError } from '@cf/platform';
import type { EventData, TransferPostedV1 } from '@cf/contracts';
import type { LedgerTransferRow } from './entities';
import type { AccountRef, EntryInput, HoldInput, LedgerAccountKind, PostedTransfer, TransferInput } from './ledger.port';

/** Every account kind, and the ones that may go below zero (they mirror money outside the platform). */
export const ACCOUNT_KINDS: readonly LedgerAccountKind[] = LEDGER_ACCOUNT_KINDS;
export const WALLET_KINDS: readonly LedgerAccountKind[] = ['user_wallet', 'child_wallet', 'campaign_escrow', 'repayment_escrow'];
export const DEFAULT_CURRENCY = 'OMR';
/** 10^15 baisa = 10^12 OMR: far beyond any real amount, and exact as a JavaScript number. */
export const MAX_AMOUNT = 10n ** 15n;
export const MAX_ID_LENGTH = 64;

export function allowsNegative(kind: LedgerAccountKind): boolean {
  return !WALLET_KINDS.includes(kind);
}

export function isAccountKind(value: unknown): value is LedgerAccountKind {
  return typeof value === 'string' && (ACCOUNT_KINDS as readonly string[]).includes(value);
}

export interface ResolvedAccount {
  id: string;
  kind: LedgerAccountKind;
  owner: string;
  currency: string;
  allowNegative: boolean;
}

const ACCOUNT_NAMESPACE = '0f6a1c2e-6a0b-5c1d-9e43-7b1f3c2d4a10';

/**
 * An account's id is derived from (kind, owner, currency) (UUIDv5): every writer computes the same id,
 * so "create on first use" is a plain INSERT-or-ignore and no id has to be read back.
 */
export function accountIdOf(ref: AccountRef): string {
  return uuidv5(`${ref.kind}|${ref.owner}|${ref.currency ?? DEFAULT_CURRENCY}`, ACCOUNT_NAMESPACE);
}

export function resolveAccount(ref: AccountRef, field = 'account'): ResolvedAccount {
  if (!isAccountKind(ref?.kind)) throw ValidationFailedError.single(`${field}.kind`, 'wallet.accountKindInvalid');
  if (typeof ref.owner !== 'string' || ref.owner.length === 0 || ref.owner.length > MAX_ID_LENGTH) throw ValidationFailedError.single(`${field}.owner`, 'common.invalidFormat');
  const currency = ref.currency ?? DEFAULT_CURRENCY;
  if (!/^[A-Z]{3}$/.test(currency)) throw ValidationFailedError.single(`${field}.currency`, 'common.invalidFormat');
  const normalised = { kind: ref.kind, owner: ref.owner, currency };
  return { id: accountIdOf(normalised), ...normalised, allowNegative: allowsNegative(ref.kind) };
}

export function refOf(account: { kind: LedgerAccountKind; owner: string; currency: string }): AccountRef {
  return { kind: account.kind, owner: account.owner, currency: account.currency };
}

function checkId(value: unknown, field: string, max = MAX_ID_LENGTH): void {
  if (typeof value !== 'string' || value.length === 0 || value.length > max) throw ValidationFailedError.single(field, 'common.invalidFormat');
}

function checkReason(reason: unknown): void {
  if (typeof reason !== 'string' || !/^[a-z][a-z0-9_]{0,39}$/.test(reason)) throw ValidationFailedError.single('reason', 'common.invalidFormat');
}

function checkAmount(amount: unknown, field: string, positive: boolean): bigint {
  if (typeof amount !== 'bigint') throw ValidationFailedError.single(field, positive ? 'wallet.holdAmountInvalid' : 'wallet.amountInvalid');
  const magnitude = amount < 0n ? -amount : amount;
  if (amount === 0n || magnitude > MAX_AMOUNT || (positive && amount < 0n)) {
    throw ValidationFailedError.single(field, positive ? 'wallet.holdAmountInvalid' : 'wallet.amountInvalid');
  }
  return amount;
}

export interface PlannedLeg {
  account: ResolvedAccount;
  amount: bigint;
}

/** A validated transfer: its legs in the caller's order, and the net change per account. */
export interface TransferPlan {
  transferId: string;
  reason: string;
  legs: PlannedLeg[];
  /** accountId → net balance change, for the UPDATEs (applied in sorted id order). */
  deltas: Map<string, bigint>;
  requestHash: string;
}

function sha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * The canonical form of a transfer request: what money moves where, entries in a stable order.
 * Metadata, actor and correlation ids are not part of it: a retry may carry fresh ones.
 */
export function transferRequestHash(reason: string, legs: ReadonlyArray<{ account: ResolvedAccount; amount: bigint }>): string {
  const entries = legs.map((l) => `${l.account.kind}|${l.account.owner}|${l.account.currency}|${l.amount.toString()}`).sort();
  return sha256({ t: 'transfer', reason, entries });
}

/**
 * Entries of one transfer: 50 for a transfer on its own, up to 301 for each transfer of a batch
 * (distributions: 300 credits and the account they come from). Each transfer's
 * `wallet.transfer-posted` event carries its entries and must fit the outbox's TEXT column (64 KB on
 * MariaDB; about 150 bytes an entry).
 */
export const MAX_TRANSFER_ENTRIES: number = LEDGER_LIMITS.transferEntries;
export const MAX_BATCH_TRANSFER_ENTRIES: number = LEDGER_LIMITS.batchTransferEntries;
/** Transfers in one batch: 200 × 300 credits is 60,000 investors paid in one database transaction. */
export const MAX_BATCH_TRANSFERS: number = LEDGER_LIMITS.batchTransfers;

/** Validates a transfer (ids, reason, non-zero integer amounts, entries summing to zero) and plans it. */
export function planTransfer(input: TransferInput, maxEntries = MAX_TRANSFER_ENTRIES): TransferPlan {
  checkId(input?.transferId, 'transferId');
  checkReason(input.reason);
  if (!Array.isArray(input.entries) || input.entries.length < 2 || input.entries.length > maxEntries) throw ValidationFailedError.single('entries', 'common.invalidFormat');
  const legs = input.entries.map((entry: EntryInput, i) => ({
    account: resolveAccount(entry?.account, `entries.${i}.account`),
    amount: checkAmount(entry?.amount, `entries.${i}.amount`, false),
  }));
  const currencies = new Set(legs.map((l) => l.account.currency));
  if (currencies.size !== 1) throw ValidationFailedError.single('entries', 'common.invalidFormat');
  const sum = legs.reduce((total, leg) => total + leg.amount, 0n);
  if (sum !== 0n) throw new AppError('wallet.transferUnbalanced', 400);
  return { transferId: input.transferId, reason: input.reason, legs, deltas: netDeltas(legs), requestHash: transferRequestHash(input.reason, legs) };
}

export function netDeltas(legs: ReadonlyArray<PlannedLeg>): Map<string, bigint> {
  const deltas = new Map<string, bigint>();
  for (const leg of legs) deltas.set(leg.account.id, (deltas.get(leg.account.id) ?? 0n) + leg.amount);
  return new Map([...deltas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The balance after each leg, given each account's balance after the whole transfer: an account's
 * last leg ends at its final balance, each earlier one at that less the legs that follow it.
 */
export function balancesAfter(legs: ReadonlyArray<PlannedLeg>, finalBalances: ReadonlyMap<string, bigint>): bigint[] {
  const running = new Map(finalBalances);
  const result: bigint[] = new Array(legs.length);
  for (let i = legs.length - 1; i >= 0; i--) {
    const id = legs[i].account.id;
    const after = running.get(id);
    if (after === undefined) throw new Error(`no final balance for account ${id}`);
    result[i] = after;
    running.set(id, after - legs[i].amount);
  }
  return result;
}

/** A posted transfer as answered: its row, its legs and the balance after each leg. */
export function postedTransfer(row: LedgerTransferRow, legs: ReadonlyArray<PlannedLeg>, balances: bigint[]): PostedTransfer {
  return {
    id: row.id,
    transferId: row.transferId,
    reason: row.reason,
    entries: legs.map((leg, i) => ({ accountId: leg.account.id, account: refOf(leg.account), amount: leg.amount, balanceAfter: balances[i] })),
    metadata: row.metadata ?? {},
    postedAt: row.postedAt,
    holdId: row.holdId,
  };
}

/** The `wallet.transfer-posted` event of a posted transfer. */
export function transferPostedData(posted: PostedTransfer): EventData<typeof TransferPostedV1> {
  return {
    id: posted.id,
    transferId: posted.transferId,
    reason: posted.reason,
    holdId: posted.holdId,
    postedAt: posted.postedAt,
    entries: posted.entries.map((e) => ({ accountId: e.accountId, kind: e.account.kind, owner: e.account.owner, currency: e.account.currency ?? DEFAULT_CURRENCY, amount: Number(e.amount), balanceAfter: Number(e.balanceAfter) })),
    metadata: posted.metadata,
  };
}

export interface HoldPlan {
  holdId: string;
  reason: string;
  from: ResolvedAccount;
  to: ResolvedAccount;
  amount: bigint;
  expiresAt: string;
  requestHash: string;
}

export function holdRequestHash(reason: string, from: ResolvedAccount, to: ResolvedAccount, amount: bigint): string {
  return sha256({ t: 'hold', reason, from: from.id, to: to.id, amount: amount.toString() });
}

/** Validates a hold. The expiry is not part of the request hash: a retry computes a fresh one. */
export function planHold(input: HoldInput): HoldPlan {
  checkId(input?.holdId, 'holdId');
  checkReason(input.reason);
  const from = resolveAccount(input.from, 'from');
  const to = resolveAccount(input.to, 'to');
  if (from.currency !== to.currency || from.id === to.id) throw ValidationFailedError.single('to', 'common.invalidFormat');
  if (from.allowNegative) throw new AppError('wallet.holdAccountInvalid', 400);
  const amount = checkAmount(input.amount, 'amount', true);
  const expires = new Date(input.expiresAt);
  if (typeof input.expiresAt !== 'string' || Number.isNaN(expires.getTime())) throw ValidationFailedError.single('expiresAt', 'common.invalidFormat');
  return { holdId: input.holdId, reason: input.reason, from, to, amount, expiresAt: expires.toISOString(), requestHash: holdRequestHash(input.reason, from, to, amount) };
}

/** The transfer id a posted hold gets: one per hold, so a hold can never be posted twice. */
export function holdTransferId(holdId: string): string {
  return `hold:${holdId}`;
}

export function postHoldRequestHash(holdId: string, amount: bigint): string {
  return sha256({ t: 'post-hold', holdId, amount: amount.toString() });
}

export function validatePostAmount(requested: bigint | undefined, held: bigint): bigint {
  if (requested === undefined) return held;
  checkAmount(requested, 'amount', true);
  if (requested > held) throw new AppError('wallet.holdPostAmountTooLarge', 400);
  return requested;
}

/** The kernel's deadlock test, kept here for the ledger's rules and their spec. */
export { isDeadlock } from '@cf/platform';
