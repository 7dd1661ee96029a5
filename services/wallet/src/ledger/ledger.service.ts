import { Inject, Injectable } from '@nestjs/common';
import { HoldExpiredV1, HoldPlacedV1, HoldVoidedV1, TransferPostedV1, type EventData } from '@cf/contracts';
import { AppError, Clock, isUniqueViolation, newId, OutboxService, Transactions, ValidationFailedError } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import type { LedgerAccountRow, LedgerHoldRow } from './entities';
import { LedgerEntryRow, LedgerTransferRow } from './entities';
import { InsufficientFundsError, LedgerConflictError } from './ledger.errors';
import type { AccountBalance, AccountRef, Hold, HoldInput, LedgerActivityPort, LedgerPort, PostedTransfer, PostOptions, TransferInput } from './ledger.port';
import { LEDGER_ACTIVITY } from './ledger.tokens';
import { LedgerRepository } from './ledger.repository';
import { HoldGroups } from './hold-groups';
import { TransferGroups } from './transfer-groups';
import {
  balancesAfter,
  holdTransferId,
  MAX_BATCH_TRANSFER_ENTRIES,
  MAX_BATCH_TRANSFERS,
  MAX_ID_LENGTH,
  netDeltas,
  planHold,
  planTransfer,
  postedTransfer,
  postHoldRequestHash,
  refOf,
  resolveAccount,
  transferPostedData,
  validatePostAmount,
  type PlannedLeg,
  type ResolvedAccount,
  type TransferPlan,
} from './ledger-rules';

interface PostExtras {
  metadata: Record<string, unknown>;
  actorId: string | null;
  correlationId: string | null;
  holdId: string | null;
  /** Listed in the wallets' transaction lists in the same transaction (PostOptions). */
  listed: boolean;
  /** Posting a hold also releases what it reserved on this account. */
  release?: { accountId: string; amount: bigint };
  transferRowId?: string;
}

const nowIso = () => new Date().toISOString();

/** A pending hold's row as placed at `now` (a fresh row id each time it is tried). */
function holdRowOf(plan: ReturnType<typeof planHold>, input: HoldInput, now: string): LedgerHoldRow {
  return {
    id: newId(),
    holdId: plan.holdId,
    reason: plan.reason,
    fromAccountId: plan.from.id,
    toAccountId: plan.to.id,
    amount: plan.amount,
    status: 'pending',
    expiresAt: plan.expiresAt,
    requestHash: plan.requestHash,
    transferId: null,
    metadata: input.metadata ?? {},
    actorId: input.actorId ?? null,
    correlationId: input.correlationId ?? null,
    createdAt: now,
    updatedAt: now,
    resolvedAt: null,
  };
}

function holdPlacedData(row: LedgerHoldRow, from: ResolvedAccount, to: ResolvedAccount): EventData<typeof HoldPlacedV1> {
  return {
    id: row.id,
    holdId: row.holdId,
    reason: row.reason,
    from: refOf(from) as { kind: ResolvedAccount['kind']; owner: string; currency: string },
    to: refOf(to) as { kind: ResolvedAccount['kind']; owner: string; currency: string },
    amount: toNumber(row.amount),
    expiresAt: row.expiresAt,
    metadata: row.metadata,
  };
}
const toNumber = (value: bigint) => Number(value);

/**
 * The double-entry ledger (ADR 0011), implementing LedgerPort. Every write is one database
 * transaction (the caller's ambient one, when there is one) that also appends the matching outbox event.
 */
@Injectable()
export class LedgerService implements LedgerPort {
  /** Accounts known to exist (committed): their INSERT-or-ignore is skipped. */
  private readonly knownAccounts = new Set<string>();

  constructor(
    private readonly repository: LedgerRepository,
    private readonly groups: TransferGroups,
    private readonly holdGroups: HoldGroups,
    @Inject(LEDGER_ACTIVITY) private readonly activity: LedgerActivityPort,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `work` in the caller's ambient transaction when there is one; otherwise in a new
   * transaction, run again (a few times, with jitter) when MySQL picks it as a deadlock victim.
   */
  private inTransaction<T>(work: () => Promise<T>): Promise<T> {
    return this.transactions.run(work, { deadlockRetries: this.config.ledger.deadlockRetries });
  }

  /** A read: in the caller's transaction, queued behind writers on SQLite (one connection), else pooled. */
  private read<T>(work: () => Promise<T>): Promise<T> {
    if (this.transactions.active || !this.repository.singleConnection) return work();
    return this.transactions.run(work);
  }

  private async ensureAccounts(accounts: ResolvedAccount[]): Promise<void> {
    const missing = accounts.filter((a) => !this.knownAccounts.has(a.id));
    if (missing.length === 0) return;
    if (this.transactions.active) {
      // Accounts are never deleted, so a committed row seen by a plain (non-locking) read can be
      // remembered. Only the truly missing ones are inserted: on InnoDB an INSERT IGNORE over an
      // existing row takes a shared lock that deadlocks with the balance UPDATE that follows.
      const existing = await this.repository.existingAccountIds(missing.map((a) => a.id));
      for (const id of existing) this.knownAccounts.add(id);
      const absent = missing.filter((a) => !existing.has(a.id));
      // The caller's transaction may still roll back: do not remember these as created.
      if (absent.length > 0) await this.repository.ensureAccounts(absent, nowIso());
      return;
    }
    await this.inTransaction(() => this.repository.ensureAccounts(missing, nowIso()));
    for (const account of missing) this.knownAccounts.add(account.id);
  }

  async transfer(input: TransferInput, options: PostOptions = {}): Promise<PostedTransfer> {
    const plan = planTransfer(input);
    await this.ensureAccounts(plan.legs.map((leg) => leg.account));
    const extras: PostExtras = { metadata: input.metadata ?? {}, actorId: input.actorId ?? null, correlationId: input.correlationId ?? null, holdId: null, listed: options.listInWallets === true };
    // On its own (not in a caller's transaction): posted with the transfers sent meanwhile (TransferGroups).
    if (!this.transactions.active && this.groups.enabled) {
      const outcome = await this.groups.post({ plan, metadata: extras.metadata, actorId: extras.actorId, correlationId: extras.correlationId, listed: extras.listed });
      if (outcome.kind === 'posted') return outcome.transfer;
    }
    try {
      return await this.inTransaction(() => this.post(plan, extras));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Someone posted this transferId first (a retry, or a concurrent duplicate): answer with theirs.
      return this.read(() => this.replayTransfer(plan.transferId, plan.requestHash, 'wallet.transferConflict'));
    }
  }

  /**
   * Several transfers in ONE database transaction: all posted or none (a distribution to thousands
   * of investors, cut into transfers of up to 300 credits so each transfer and its
   * `wallet.transfer-posted` event stay small). Idempotent as a whole: when the first transfer's id
   * is taken, every transfer is answered from what was posted (another body: 409).
   */
  async transferBatch(inputs: TransferInput[], options: PostOptions = {}): Promise<PostedTransfer[]> {
    if (!Array.isArray(inputs) || inputs.length < 1 || inputs.length > MAX_BATCH_TRANSFERS) throw ValidationFailedError.single('transfers', 'common.invalidFormat');
    const plans = inputs.map((input) => planTransfer(input, MAX_BATCH_TRANSFER_ENTRIES));
    if (new Set(plans.map((p) => p.transferId)).size !== plans.length) throw ValidationFailedError.single('transfers', 'common.invalidFormat');
    await this.ensureAccounts(plans.flatMap((plan) => plan.legs.map((leg) => leg.account)));
    try {
      return await this.inTransaction(async () => {
        const posted: PostedTransfer[] = [];
        for (const [i, plan] of plans.entries()) {
          posted.push(await this.post(plan, { metadata: inputs[i].metadata ?? {}, actorId: inputs[i].actorId ?? null, correlationId: inputs[i].correlationId ?? null, holdId: null, listed: options.listInWallets === true }));
        }
        return posted;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.read(async () => {
        const replayed: PostedTransfer[] = [];
        for (const plan of plans) replayed.push(await this.replayTransfer(plan.transferId, plan.requestHash, 'wallet.transferConflict'));
        return replayed;
      });
    }
  }

  /** Writes one transfer: the transfer row (claims the id), conditional balance updates in id order, entries, event. */
  private async post(plan: TransferPlan, extras: PostExtras): Promise<PostedTransfer> {
    // The service's clock: entries are dated when the service says it is (the demo history posts
    // its top-ups on the days they happened, so the balance chart steps on those days).
    const postedAt = this.clock.nowIso();
    const row: LedgerTransferRow = {
      id: extras.transferRowId ?? newId(),
      transferId: plan.transferId,
      reason: plan.reason,
      requestHash: plan.requestHash,
      metadata: extras.metadata,
      actorId: extras.actorId,
      correlationId: extras.correlationId,
      holdId: extras.holdId,
      postedAt,
    };
    await this.repository.insertTransfer(row);
    const changes = [...plan.deltas].map(([accountId, balanceDelta]) => ({ accountId, balanceDelta, heldDelta: extras.release?.accountId === accountId ? -extras.release.amount : 0n }));
    if (!(await this.repository.applyDeltas(changes))) throw new InsufficientFundsError(changes.find((c) => c.balanceDelta < 0n)?.accountId ?? changes[0].accountId);
    const after = await this.repository.balances([...plan.deltas.keys()]);
    const balances = balancesAfter(plan.legs, new Map([...after].map(([id, b]) => [id, b.balance])));
    const entries: LedgerEntryRow[] = plan.legs.map((leg, seq) => ({
      id: newId(),
      transferId: row.id,
      accountId: leg.account.id,
      amount: leg.amount,
      balanceAfter: balances[seq],
      seq,
      accountVersion: after.get(leg.account.id)!.version,
      postedAt,
    }));
    await this.repository.insertEntries(entries);
    const posted = postedTransfer(row, plan.legs, balances);
    const data = transferPostedData(posted);
    await this.outbox.append(TransferPostedV1, row.id, data);
    if (extras.listed) await this.activity.list([data]);
    return posted;
  }

  private async replayTransfer(transferId: string, requestHash: string, conflictKey: 'wallet.transferConflict' | 'wallet.holdAlreadyPosted'): Promise<PostedTransfer> {
    const row = await this.repository.findTransfer(transferId);
    // Not visible yet (an older snapshot in the caller's transaction): the caller should retry.
    if (!row) throw new LedgerConflictError('common.conflict');
    if (row.requestHash !== requestHash) throw new LedgerConflictError(conflictKey);
    return this.loadPosted(row);
  }

  private async loadPosted(row: LedgerTransferRow): Promise<PostedTransfer> {
    const entries = await this.repository.entriesOf(row.id);
    const accounts = await this.repository.accounts(entries.map((e) => e.accountId));
    const legs = entries.map((e) => ({ account: this.resolvedOf(accounts.get(e.accountId)!), amount: e.amount }));
    return postedTransfer(row, legs, entries.map((e) => e.balanceAfter));
  }

  private resolvedOf(row: LedgerAccountRow): ResolvedAccount {
    return { id: row.id, kind: row.kind, owner: row.owner, currency: row.currency, allowNegative: row.allowNegative };
  }

  /** Posted transfer by the caller's transferId (or `hold:<holdId>`), or null. */
  async getTransfer(transferId: string): Promise<PostedTransfer | null> {
    return this.read(async () => {
      const row = await this.repository.findTransfer(transferId);
      return row ? this.loadPosted(row) : null;
    });
  }

  async hold(input: HoldInput): Promise<Hold> {
    const plan = planHold(input);
    await this.ensureAccounts([plan.from, plan.to]);
    // On its own (not in a caller's transaction): placed with the holds asked meanwhile (HoldGroups).
    if (!this.transactions.active && this.holdGroups.enabled) {
      const row = holdRowOf(plan, input, nowIso());
      if ((await this.holdGroups.place({ row, event: holdPlacedData(row, plan.from, plan.to) })) === 'placed') return this.toHold(row, plan.from, plan.to);
    }
    try {
      return await this.inTransaction(async () => {
        const row = holdRowOf(plan, input, nowIso());
        // Reserve first, then insert: the hold row's foreign keys share-lock the account rows, and
        // taking the account's exclusive lock after a shared one deadlocks under concurrency.
        if (!(await this.repository.applyDelta(plan.from.id, 0n, plan.amount, true))) throw new InsufficientFundsError(plan.from.id);
        await this.repository.insertHold(row);
        await this.outbox.append(HoldPlacedV1, row.id, holdPlacedData(row, plan.from, plan.to));
        return this.toHold(row, plan.from, plan.to);
      });
    } catch (error) {
      // A retry of a placed hold may find the money already reserved (by that very hold): answer it.
      const retried = isUniqueViolation(error) || error instanceof InsufficientFundsError;
      if (!retried) throw error;
      return this.read(async () => {
        const existing = await this.repository.findHold(plan.holdId);
        if (!existing) {
          if (error instanceof InsufficientFundsError) throw error;
          throw new LedgerConflictError('common.conflict');
        }
        if (existing.requestHash !== plan.requestHash) throw new LedgerConflictError('wallet.holdConflict');
        return this.toHold(existing, plan.from, plan.to);
      });
    }
  }

  private toHold(row: LedgerHoldRow, from: ResolvedAccount, to: ResolvedAccount): Hold {
    return {
      id: row.id,
      holdId: row.holdId,
      reason: row.reason,
      from: refOf(from),
      to: refOf(to),
      amount: row.amount,
      status: row.status,
      expiresAt: row.expiresAt,
      createdAt: row.createdAt,
      resolvedAt: row.resolvedAt,
      transferId: row.transferId,
      metadata: row.metadata ?? {},
    };
  }

  private async loadHold(row: LedgerHoldRow): Promise<Hold> {
    const accounts = await this.repository.accounts([row.fromAccountId, row.toAccountId]);
    return this.toHold(row, this.resolvedOf(accounts.get(row.fromAccountId)!), this.resolvedOf(accounts.get(row.toAccountId)!));
  }

  async postHold(holdId: string, options: { amount?: bigint; actorId?: string | null; correlationId?: string | null } & PostOptions = {}): Promise<PostedTransfer> {
    checkHoldId(holdId);
    if (options.amount !== undefined) validatePostAmount(options.amount, options.amount);
    return this.inTransaction(async () => {
      const now = nowIso();
      const transferRowId = newId();
      // Claim the hold: pending → posted happens once, whatever the concurrency.
      const claimed = await this.repository.resolveHold(holdId, 'posted', now, { transferRowId, notExpiredAt: now });
      const hold = await this.repository.findHold(holdId);
      if (!hold) throw AppError.notFound('wallet.holdNotFound');
      if (!claimed) return this.explainUnpostable(hold, options.amount, now);
      const amount = validatePostAmount(options.amount, hold.amount);
      const accounts = await this.repository.accounts([hold.fromAccountId, hold.toAccountId]);
      const from = this.resolvedOf(accounts.get(hold.fromAccountId)!);
      const to = this.resolvedOf(accounts.get(hold.toAccountId)!);
      const legs: PlannedLeg[] = [
        { account: from, amount: -amount },
        { account: to, amount },
      ];
      const plan: TransferPlan = { transferId: holdTransferId(holdId), reason: hold.reason, legs, deltas: netDeltas(legs), requestHash: postHoldRequestHash(holdId, amount) };
      return this.post(plan, {
        metadata: hold.metadata ?? {},
        actorId: options.actorId ?? null,
        correlationId: options.correlationId ?? null,
        holdId,
        listed: options.listInWallets === true,
        release: { accountId: from.id, amount: hold.amount },
        transferRowId,
      });
    });
  }

  /** Why a hold could not be claimed for posting; a repeated post of a posted hold answers its transfer. */
  private async explainUnpostable(hold: LedgerHoldRow, requested: bigint | undefined, now: string): Promise<PostedTransfer> {
    if (hold.status === 'posted') {
      const row = await this.repository.findTransfer(holdTransferId(hold.holdId));
      if (!row) throw new LedgerConflictError('common.conflict');
      const posted = await this.loadPosted(row);
      const postedAmount = posted.entries.find((e) => e.amount > 0n)?.amount;
      if (requested !== undefined && requested !== postedAmount) throw new LedgerConflictError('wallet.holdAlreadyPosted');
      return posted;
    }
    if (hold.status === 'expired' || (hold.status === 'pending' && hold.expiresAt <= now)) throw new LedgerConflictError('wallet.holdExpired');
    if (hold.status === 'voided') throw new LedgerConflictError('wallet.holdNotPending');
    throw new LedgerConflictError('common.conflict');
  }

  async voidHold(holdId: string, options: { actorId?: string | null; reason?: string } = {}): Promise<Hold> {
    checkHoldId(holdId);
    return this.inTransaction(async () => {
      const now = nowIso();
      const claimed = await this.repository.resolveHold(holdId, 'voided', now);
      const hold = await this.repository.findHold(holdId);
      if (!hold) throw AppError.notFound('wallet.holdNotFound');
      if (!claimed) {
        if (hold.status === 'posted') throw new LedgerConflictError('wallet.holdAlreadyPosted');
        if (hold.status === 'pending') throw new LedgerConflictError('common.conflict');
        return this.loadHold(hold); // voided or expired already: nothing left to release
      }
      await this.release(hold, HoldVoidedV1, now, options.reason ? { voidReason: options.reason } : {});
      return this.loadHold(hold);
    });
  }

  private async release(hold: LedgerHoldRow, contract: typeof HoldVoidedV1 | typeof HoldExpiredV1, now: string, extra: Record<string, unknown>): Promise<void> {
    await this.repository.applyDelta(hold.fromAccountId, 0n, -hold.amount, false);
    const accounts = await this.repository.accounts([hold.fromAccountId]);
    await this.outbox.append(contract, hold.id, {
      id: hold.id,
      holdId: hold.holdId,
      reason: hold.reason,
      from: refOf(accounts.get(hold.fromAccountId)!) as { kind: ResolvedAccount['kind']; owner: string; currency: string },
      amount: toNumber(hold.amount),
      releasedAt: now,
      metadata: { ...(hold.metadata ?? {}), ...extra },
    });
  }

  /** Pending holds made for `reason` before `createdBefore` (the page after `afterHoldId`): what another service reconciles with its own records. */
  async pendingHolds(query: { reason: string; createdBefore: string; afterHoldId: string; limit: number }): Promise<Hold[]> {
    return this.read(async () => {
      const rows = await this.repository.pendingHolds(query.reason, query.createdBefore, query.afterHoldId, query.limit);
      return Promise.all(rows.map((row) => this.loadHold(row)));
    });
  }

  async getHold(holdId: string): Promise<Hold | null> {
    return this.read(async () => {
      const row = await this.repository.findHold(holdId);
      return row ? this.loadHold(row) : null;
    });
  }

  async balance(account: AccountRef): Promise<AccountBalance> {
    const resolved = resolveAccount(account);
    const row = (await this.read(() => this.repository.accounts([resolved.id]))).get(resolved.id);
    const balance = row?.balance ?? 0n;
    const held = row?.held ?? 0n;
    return { account: refOf(resolved), balance, held, available: balance - held };
  }

  async balanceSince(account: AccountRef, at: string): Promise<{ before: bigint; entries: Array<{ postedAt: string; balanceAfter: bigint }> }> {
    const { id } = resolveAccount(account);
    const [before, entries] = await this.read(() => Promise.all([this.repository.lastEntryBefore(id, at), this.repository.entriesFrom(id, at)]));
    return { before: before ? BigInt(before.balanceAfter) : 0n, entries: entries.map((e) => ({ postedAt: e.postedAt, balanceAfter: BigInt(e.balanceAfter) })) };
  }

  async expireStaleHolds(now: Date = new Date()): Promise<number> {
    const cutoff = now.toISOString();
    let expired = 0;
    for (;;) {
      const holdIds = await this.read(() => this.repository.stalePendingHoldIds(cutoff, 200));
      let round = 0;
      for (const holdId of holdIds) {
        const done = await this.inTransaction(async () => {
          const at = nowIso();
          if (!(await this.repository.resolveHold(holdId, 'expired', at, { expiredBy: cutoff }))) return false;
          const hold = (await this.repository.findHold(holdId))!;
          await this.release(hold, HoldExpiredV1, at, {});
          return true;
        });
        if (done) round++;
      }
      expired += round;
      if (holdIds.length < 200 || round === 0) return expired;
    }
  }
}

function checkHoldId(holdId: string): void {
  if (typeof holdId !== 'string' || holdId.length === 0 || holdId.length > MAX_ID_LENGTH) throw ValidationFailedError.single('holdId', 'common.invalidFormat');
}
