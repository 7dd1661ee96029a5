import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { HoldPlacedV1, type EventData } from '@cf/contracts';
import { CommitGroups, isUniqueViolation, OutboxService, Transactions } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import type { LedgerHoldRow } from './entities';
import { LedgerRepository, type AccountChange } from './ledger.repository';

/** One hold asked of a group: its row as it will be written, and its `wallet.hold-placed` event's data. */
export interface GroupedHold {
  row: LedgerHoldRow;
  event: EventData<typeof HoldPlacedV1>;
}

/**
 * What a group did with one hold. `alone`: the group could not be written as one (an account would have
 * gone below zero, or a holdId was taken: a retry, or a concurrent duplicate), so the caller places it on
 * its own and it gets its own answer (placed, the earlier hold's answer, or insufficient funds).
 */
export type GroupedHoldOutcome = 'placed' | 'alone';

class GroupShortOfFunds extends Error {}

/**
 * Group commit for the ledger's holds (issue 39, ADR 0029), as TransferGroups does for transfers: holds
 * placed concurrently outside a caller's transaction (the pay step of many investors at once) share ONE
 * database transaction: one conditional UPDATE reserving every paying account's sum (guarded: its
 * available balance may not go below zero for the group's total), one multi-row INSERT of the hold rows
 * (which claims their holdIds) and one of their outbox events. A crash commits all of a group or none of
 * it, and a hold is answered only after its group committed.
 */
@Injectable()
export class HoldGroups implements OnModuleDestroy {
  private readonly logger = new Logger(HoldGroups.name);
  private readonly groups: CommitGroups<GroupedHold, GroupedHoldOutcome>;

  constructor(
    private readonly repository: LedgerRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {
    this.groups = new CommitGroups({ windowMs: config.ledger.groupWindowMs, max: config.ledger.groupMax, write: (_lane, group) => this.write(group), keyOf: (request) => request.row.holdId });
  }

  /** Off with LEDGER_GROUP_MAX=1, as for transfers. */
  get enabled(): boolean {
    return this.config.ledger.groupMax > 1;
  }

  get written(): { groups: number; requests: number } {
    return this.groups.written;
  }

  place(request: GroupedHold): Promise<GroupedHoldOutcome> {
    return this.groups.submit('holds', request);
  }

  private async write(group: GroupedHold[]): Promise<GroupedHoldOutcome[]> {
    try {
      return await this.transactions.outside(() => this.transactions.run(() => this.writeGroup(group), { deadlockRetries: this.config.ledger.deadlockRetries }));
    } catch (error) {
      if (error instanceof GroupShortOfFunds || isUniqueViolation(error)) return group.map(() => 'alone');
      throw error;
    }
  }

  private async writeGroup(group: GroupedHold[]): Promise<GroupedHoldOutcome[]> {
    // Reserve first, then insert (as a hold alone does): the hold rows' foreign keys share-lock the
    // account rows, and taking an account's exclusive lock after a shared one deadlocks.
    const changes = new Map<string, Required<AccountChange>>();
    for (const { row } of group) {
      const change = changes.get(row.fromAccountId) ?? { accountId: row.fromAccountId, balanceDelta: 0n, heldDelta: 0n, guardDelta: 0n, versionBump: 0 };
      change.heldDelta += row.amount;
      change.guardDelta -= row.amount;
      change.versionBump += 1;
      changes.set(row.fromAccountId, change);
    }
    const ordered = [...changes.values()].sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
    if (!(await this.repository.applyDeltas(ordered))) throw new GroupShortOfFunds();
    await this.repository.insertHolds(group.map((request) => request.row));
    await this.outbox.appendMany(HoldPlacedV1, group.map(({ row, event }) => ({ aggregateId: row.id, data: event })));
    return group.map(() => 'placed');
  }

  onModuleDestroy(): void {
    const { written } = this;
    if (written.groups > 0) this.logger.log(`holds: ${written.requests} in ${written.groups} groups`);
  }
}
