import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { TransferPostedV1 } from '@cf/contracts';
import { Clock, CommitGroups, isUniqueViolation, newId, OutboxService, Transactions } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import type { LedgerEntryRow, LedgerTransferRow } from './entities';
import type { LedgerActivityPort, PostedTransfer } from './ledger.port';
import { LEDGER_ACTIVITY } from './ledger.tokens';
import { LedgerRepository, type AccountChange } from './ledger.repository';
import { balancesAfter, postedTransfer, transferPostedData, type TransferPlan } from './ledger-rules';

/** One transfer asked of a group: its validated plan and what is recorded with it. */
export interface GroupedTransfer {
  plan: TransferPlan;
  metadata: Record<string, unknown>;
  actorId: string | null;
  correlationId: string | null;
  /** Listed in the wallets' transaction lists in the group's transaction (PostOptions). */
  listed: boolean;
}

/**
 * What a group did with one transfer. `alone`: the group could not be written as one (an account of
 * it would have gone below zero, or one of its ids was taken: a retry, or a concurrent writer), so the
 * caller posts it on its own and it gets its own answer.
 */
export type GroupedTransferOutcome = { kind: 'posted'; transfer: PostedTransfer } | { kind: 'alone' };

/** The group did not fit as one: some account of it would have gone below zero. */
class GroupShortOfFunds extends Error {}

/**
 * Group commit for the ledger's transfers (issue 39, ADR 0029): transfers posted concurrently outside
 * a caller's transaction are gathered for LEDGER_GROUP_WINDOW_MS (1 ms) or while the previous group is
 * written, up to LEDGER_GROUP_MAX, and posted in ONE database transaction: one multi-row INSERT of
 * their rows (which claims their ids), one conditional UPDATE of every account they touch, one read of
 * the balances after, one multi-row INSERT of the entries, of their outbox events and of the rows
 * that list them in their wallets' transaction lists. Each account is
 * guarded with the sum of its debits in the group (not its net), so the entries' balances after, in
 * arrival order, never go below zero. When the group does not fit, nothing of it is written and each
 * transfer is posted on its own (its own answer: posted, or insufficient funds). A crash commits all
 * of a group or none of it, and a transfer is answered only after its group committed.
 */
@Injectable()
export class TransferGroups implements OnModuleDestroy {
  private readonly logger = new Logger(TransferGroups.name);
  private readonly groups: CommitGroups<GroupedTransfer, GroupedTransferOutcome>;

  constructor(
    private readonly repository: LedgerRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    @Inject(LEDGER_ACTIVITY) private readonly activity: LedgerActivityPort,
    private readonly clock: Clock,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {
    this.groups = new CommitGroups({ windowMs: config.ledger.groupWindowMs, max: config.ledger.groupMax, write: (_lane, group) => this.write(group), keyOf: (request) => request.plan.transferId });
  }

  /** Off with LEDGER_GROUP_MAX=1: every transfer is its own transaction, as before. */
  get enabled(): boolean {
    return this.config.ledger.groupMax > 1;
  }

  /** Groups written and transfers in them, since start. */
  get written(): { groups: number; requests: number } {
    return this.groups.written;
  }

  post(request: GroupedTransfer): Promise<GroupedTransferOutcome> {
    return this.groups.submit('transfers', request);
  }

  private async write(group: GroupedTransfer[]): Promise<GroupedTransferOutcome[]> {
    try {
      return await this.transactions.outside(() => this.transactions.run(() => this.writeGroup(group), { deadlockRetries: this.config.ledger.deadlockRetries }));
    } catch (error) {
      if (error instanceof GroupShortOfFunds || isUniqueViolation(error)) return group.map(() => ({ kind: 'alone' }));
      throw error;
    }
  }

  private async writeGroup(group: GroupedTransfer[]): Promise<GroupedTransferOutcome[]> {
    // A retry of a posted transfer is rare: its id is not looked up first. The INSERT below fails the
    // group on it, and each transfer is then posted alone (the retry answered from what was posted).
    const postedAt = this.clock.nowIso();
    const rows: LedgerTransferRow[] = group.map((request) => ({
      id: newId(),
      transferId: request.plan.transferId,
      reason: request.plan.reason,
      requestHash: request.plan.requestHash,
      metadata: request.metadata,
      actorId: request.actorId,
      correlationId: request.correlationId,
      holdId: null,
      postedAt,
    }));
    await this.repository.insertTransfers(rows);

    const changes = new Map<string, Required<AccountChange>>();
    for (const { plan } of group) {
      for (const [accountId, delta] of plan.deltas) {
        const change = changes.get(accountId) ?? { accountId, balanceDelta: 0n, heldDelta: 0n, guardDelta: 0n, versionBump: 0 };
        change.balanceDelta += delta;
        if (delta < 0n) change.guardDelta += delta;
        change.versionBump += 1;
        changes.set(accountId, change);
      }
    }
    const ordered = [...changes.values()].sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
    if (!(await this.repository.applyDeltas(ordered))) throw new GroupShortOfFunds();

    // Walk the group in arrival order from each account's balance before it.
    const after = await this.repository.balances(ordered.map((c) => c.accountId));
    const running = new Map([...after].map(([id, b]) => [id, { balance: b.balance - changes.get(id)!.balanceDelta, version: b.version - changes.get(id)!.versionBump }]));
    const entries: LedgerEntryRow[] = [];
    const posted: PostedTransfer[] = [];
    const outcomes = group.map(({ plan }, k): GroupedTransferOutcome => {
      for (const [accountId, delta] of plan.deltas) {
        const state = running.get(accountId)!;
        state.balance += delta;
        state.version += 1;
      }
      const balances = balancesAfter(plan.legs, new Map([...plan.deltas.keys()].map((id) => [id, running.get(id)!.balance])));
      plan.legs.forEach((leg, seq) => entries.push({ id: newId(), transferId: rows[k].id, accountId: leg.account.id, amount: leg.amount, balanceAfter: balances[seq], seq, accountVersion: running.get(leg.account.id)!.version, postedAt }));
      posted.push(postedTransfer(rows[k], plan.legs, balances));
      return { kind: 'posted', transfer: posted[k] };
    });
    await this.repository.insertEntries(entries);
    const events = posted.map((transfer) => ({ aggregateId: transfer.id, data: transferPostedData(transfer) }));
    await this.outbox.appendMany(TransferPostedV1, events);
    await this.activity.list(events.filter((_, k) => group[k].listed).map((event) => event.data));
    return outcomes;
  }

  onModuleDestroy(): void {
    const { written } = this;
    if (written.groups > 0) this.logger.log(`transfers: ${written.requests} in ${written.groups} groups`);
  }
}
