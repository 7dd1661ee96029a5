import { Injectable } from '@nestjs/common';
import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { LedgerAccountRow, LedgerEntryRow, LedgerHoldRow, LedgerTransferRow } from './entities';
import type { ResolvedAccount } from './ledger-rules';

/**
 * One account's change in a conditional UPDATE. `guardDelta`: how far its available balance may
 * shrink on the way (a group of transfers counts its debits, not its net, so every order of them
 * stays at or above zero; default balanceDelta - heldDelta). `versionBump`: the transfers it takes part in (default 1).
 */
export interface AccountChange {
  accountId: string;
  balanceDelta: bigint;
  heldDelta: bigint;
  guardDelta?: bigint;
  versionBump?: number;
}

/**
 * The ledger's SQL. Balances and holds change only through conditional UPDATEs whose affected-row
 * count says whether the rule held (no read-modify-write, no reliance on SELECT … FOR UPDATE):
 * portable to MariaDB (row locks) and SQLite (one writer).
 */
@Injectable()
export class LedgerRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The ambient transaction's manager (or the pooled one outside a transaction). */
  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** SQLite: one connection, so reads outside a transaction queue behind writers. */
  get singleConnection(): boolean {
    return this.manager.connection.options.type === 'better-sqlite3';
  }

  /** The account's last entry posted before `at` (its balance then), if any. */
  lastEntryBefore(accountId: string, at: string): Promise<LedgerEntryRow | null> {
    return this.manager
      .getRepository(LedgerEntryRow)
      .createQueryBuilder('e')
      .where('e.accountId = :accountId AND e.postedAt < :at', { accountId, at })
      .orderBy('e.accountVersion', 'DESC')
      .addOrderBy('e.seq', 'DESC')
      .limit(1)
      .getOne();
  }

  /** The account's entries posted from `at` on, in posting order. */
  entriesFrom(accountId: string, at: string): Promise<LedgerEntryRow[]> {
    return this.manager
      .getRepository(LedgerEntryRow)
      .createQueryBuilder('e')
      .where('e.accountId = :accountId AND e.postedAt >= :at', { accountId, at })
      .orderBy('e.accountVersion', 'ASC')
      .addOrderBy('e.seq', 'ASC')
      .getMany();
  }

  /**
   * The hot path (every transfer) as plain parameterised SQL on the transaction's own runner: the same
   * statements TypeORM's builder would send, without building them per call (docs/benchmarks.md,
   * "Ledger"). `?` placeholders and quoted identifiers work on MariaDB and SQLite alike.
   */
  private async run(sql: (q: (name: string) => string) => string, params: unknown[]): Promise<{ affected: number; records: Array<Record<string, unknown>> }> {
    const manager = this.manager;
    const runner = manager.queryRunner;
    if (!runner) throw new Error('ledger statements run inside a transaction');
    const q = (name: string) => manager.connection.driver.escape(name);
    const result = await runner.query(sql(q), params, true);
    return { affected: result.affected ?? 0, records: (result.records ?? []) as Array<Record<string, unknown>> };
  }

  /** Creates missing accounts; concurrent creators of the same account are harmless (INSERT-or-ignore on the derived id). */
  async ensureAccounts(accounts: ResolvedAccount[], now: string): Promise<void> {
    if (accounts.length === 0) return;
    const unique = [...new Map(accounts.map((a) => [a.id, a])).values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(LedgerAccountRow)
      .values(unique.map((a) => ({ id: a.id, kind: a.kind, owner: a.owner, currency: a.currency, balance: 0n, held: 0n, allowNegative: a.allowNegative, version: 0, createdAt: now })))
      .orIgnore()
      .execute();
  }

  /** Which of these account ids exist (a plain read: no locks taken). */
  async existingAccountIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.manager
      .createQueryBuilder(LedgerAccountRow, 'a')
      .select('a.id', 'id')
      .where('a.id IN (:...ids)', { ids })
      .getRawMany<{ id: string }>();
    return new Set(rows.map((row) => row.id));
  }

  /**
   * balance += balanceDelta, held += heldDelta, version + 1 — only if the account may go negative or
   * its available balance (balance - held) stays >= 0. Returns whether the row changed.
   */
  async applyDelta(accountId: string, balanceDelta: bigint, heldDelta: bigint, guarded: boolean): Promise<boolean> {
    const query = this.manager
      .createQueryBuilder()
      .update(LedgerAccountRow)
      .set({
        ...(balanceDelta !== 0n ? { balance: () => 'balance + :balanceDelta' } : {}),
        ...(heldDelta !== 0n ? { held: () => 'held + :heldDelta' } : {}),
        version: () => 'version + 1',
      })
      .where('id = :accountId', { accountId, balanceDelta: Number(balanceDelta), heldDelta: Number(heldDelta) });
    // Guard only when available money shrinks: credits and releases always succeed.
    if (guarded && balanceDelta - heldDelta < 0n) query.andWhere('(allowNegative = 1 OR balance - held + :net >= 0)', { net: Number(balanceDelta - heldDelta) });
    const result = await query.execute();
    return (result.affected ?? 0) === 1;
  }

  /**
   * Applies several accounts' changes in ONE conditional UPDATE (one round trip; InnoDB locks the rows
   * of `id IN (…)` in primary-key order, so concurrent transfers cannot lock-order deadlock). Accounts
   * whose available balance shrinks are guarded; returns whether every row changed.
   */
  async applyDeltas(changes: ReadonlyArray<AccountChange>): Promise<boolean> {
    if (!this.manager.queryRunner) {
      if (changes.length === 1) return this.applyDelta(changes[0].accountId, changes[0].balanceDelta, changes[0].heldDelta, true);
      throw new Error('ledger statements run inside a transaction');
    }
    const params: unknown[] = [];
    const all = changes.map((_, i) => i);
    const guardOf = (c: AccountChange) => c.guardDelta ?? c.balanceDelta - c.heldDelta;
    const guarded = all.filter((i) => guardOf(changes[i]) < 0n);
    const { affected } = await this.run(
      (q) => {
        const caseOf = (which: number[], value: (i: number) => bigint) =>
          `CASE ${q('id')} ${which
            .map((i) => {
              params.push(changes[i].accountId, Number(value(i)));
              return 'WHEN ? THEN ?';
            })
            .join(' ')} ELSE 0 END`;
        const sets: string[] = [];
        if (changes.some((c) => c.balanceDelta !== 0n)) sets.push(`${q('balance')} = ${q('balance')} + ${caseOf(all, (i) => changes[i].balanceDelta)}`);
        if (changes.some((c) => c.heldDelta !== 0n)) sets.push(`${q('held')} = ${q('held')} + ${caseOf(all, (i) => changes[i].heldDelta)}`);
        const bumps = changes.some((c) => (c.versionBump ?? 1) !== 1);
        sets.push(`${q('version')} = ${q('version')} + ${bumps ? caseOf(all, (i) => BigInt(changes[i].versionBump ?? 1)) : '1'}`);
        params.push(...changes.map((c) => c.accountId));
        let where = `${q('id')} IN (${changes.map(() => '?').join(', ')})`;
        if (guarded.length > 0) {
          params.push(...guarded.map((i) => changes[i].accountId));
          const guardIds = guarded.map(() => '?').join(', ');
          where += ` AND (${q('allowNegative')} = 1 OR ${q('id')} NOT IN (${guardIds}) OR ${q('balance')} - ${q('held')} + ${caseOf(guarded, (i) => guardOf(changes[i]))} >= 0)`;
        }
        return `UPDATE ${q('ledger_accounts')} SET ${sets.join(', ')} WHERE ${where}`;
      },
      params,
    );
    return affected === changes.length;
  }

  async balances(ids: string[]): Promise<Map<string, { balance: bigint; held: bigint; version: number }>> {
    if (!this.manager.queryRunner) {
      const rows = await this.manager.find(LedgerAccountRow, { where: { id: In(ids) }, select: { id: true, balance: true, held: true, version: true } });
      return new Map(rows.map((r) => [r.id, { balance: r.balance, held: r.held, version: r.version }]));
    }
    const { records } = await this.run(
      (q) => `SELECT ${q('id')}, ${q('balance')}, ${q('held')}, ${q('version')} FROM ${q('ledger_accounts')} WHERE ${q('id')} IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return new Map(records.map((r) => [String(r.id), { balance: BigInt(String(r.balance)), held: BigInt(String(r.held)), version: Number(r.version) }]));
  }

  async accounts(ids: string[]): Promise<Map<string, LedgerAccountRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager.find(LedgerAccountRow, { where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((r) => [r.id, r]));
  }

  async insertTransfer(row: LedgerTransferRow): Promise<void> {
    if (!this.manager.queryRunner) return void (await this.manager.insert(LedgerTransferRow, row as never));
    await this.insertTransfers([row]);
  }

  /** Transfer rows in one multi-row INSERT (a unique violation on a transferId fails them all). */
  async insertTransfers(rows: LedgerTransferRow[]): Promise<void> {
    const columns = ['id', 'transferId', 'reason', 'requestHash', 'metadata', 'actorId', 'correlationId', 'holdId', 'postedAt'] as const;
    const values = rows.flatMap((row) => [row.id, row.transferId, row.reason, row.requestHash, JSON.stringify(row.metadata ?? {}), row.actorId, row.correlationId, row.holdId, row.postedAt]);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    await this.run((q) => `INSERT INTO ${q('ledger_transfers')} (${columns.map(q).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`, values);
  }

  async insertEntries(rows: LedgerEntryRow[]): Promise<void> {
    if (!this.manager.queryRunner) return void (await this.manager.insert(LedgerEntryRow, rows));
    const columns = ['id', 'transferId', 'accountId', 'amount', 'balanceAfter', 'seq', 'accountVersion', 'postedAt'] as const;
    const values = rows.flatMap((r) => [r.id, r.transferId, r.accountId, Number(r.amount), Number(r.balanceAfter), r.seq, r.accountVersion, r.postedAt]);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    await this.run((q) => `INSERT INTO ${q('ledger_entries')} (${columns.map(q).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`, values);
  }

  async findTransfer(transferId: string): Promise<LedgerTransferRow | null> {
    return this.manager.findOne(LedgerTransferRow, { where: { transferId } });
  }

  async findTransferById(id: string): Promise<LedgerTransferRow | null> {
    return this.manager.findOne(LedgerTransferRow, { where: { id } });
  }

  async entriesOf(transferRowId: string): Promise<LedgerEntryRow[]> {
    return this.manager.find(LedgerEntryRow, { where: { transferId: transferRowId }, order: { seq: 'ASC' } });
  }

  async insertHold(row: LedgerHoldRow): Promise<void> {
    await this.manager.insert(LedgerHoldRow, row as never);
  }

  /** Hold rows in one multi-row INSERT (a unique violation on a holdId fails them all). */
  async insertHolds(rows: LedgerHoldRow[]): Promise<void> {
    const columns = ['id', 'holdId', 'reason', 'fromAccountId', 'toAccountId', 'amount', 'status', 'expiresAt', 'requestHash', 'transferId', 'metadata', 'actorId', 'correlationId', 'createdAt', 'updatedAt', 'resolvedAt'] as const;
    const values = rows.flatMap((r) => [r.id, r.holdId, r.reason, r.fromAccountId, r.toAccountId, Number(r.amount), r.status, r.expiresAt, r.requestHash, r.transferId, JSON.stringify(r.metadata ?? {}), r.actorId, r.correlationId, r.createdAt, r.updatedAt, r.resolvedAt]);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    await this.run((q) => `INSERT INTO ${q('ledger_holds')} (${columns.map(q).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`, values);
  }

  async findHold(holdId: string): Promise<LedgerHoldRow | null> {
    return this.manager.findOne(LedgerHoldRow, { where: { holdId } });
  }

  /** pending → `status` once; `notExpiredAt` also requires the hold not to have expired. */
  async resolveHold(holdId: string, status: 'posted' | 'voided' | 'expired', now: string, options: { transferRowId?: string; notExpiredAt?: string; expiredBy?: string } = {}): Promise<boolean> {
    const query = this.manager
      .createQueryBuilder()
      .update(LedgerHoldRow)
      .set({ status, updatedAt: now, resolvedAt: now, ...(options.transferRowId ? { transferId: options.transferRowId } : {}) })
      .where('holdId = :holdId', { holdId })
      .andWhere("status = 'pending'");
    if (options.notExpiredAt) query.andWhere('expiresAt > :notExpiredAt', { notExpiredAt: options.notExpiredAt });
    if (options.expiredBy) query.andWhere('expiresAt <= :expiredBy', { expiredBy: options.expiredBy });
    const result = await query.execute();
    return (result.affected ?? 0) === 1;
  }

  /** Pending holds made for `reason` before `createdBefore`, in hold id order after `afterHoldId` (a reconciliation's page). */
  async pendingHolds(reason: string, createdBefore: string, afterHoldId: string, limit: number): Promise<LedgerHoldRow[]> {
    return this.manager
      .createQueryBuilder(LedgerHoldRow, 'h')
      .where('h.status = :status AND h.reason = :reason AND h.createdAt < :createdBefore AND h.holdId > :afterHoldId', { status: 'pending', reason, createdBefore, afterHoldId })
      .orderBy('h.holdId', 'ASC')
      .take(limit)
      .getMany();
  }

  async stalePendingHoldIds(now: string, limit: number): Promise<string[]> {
    const rows = await this.manager.find(LedgerHoldRow, { where: { status: 'pending', expiresAt: LessThanOrEqual(now) }, select: { holdId: true }, take: limit, order: { expiresAt: 'ASC' } });
    return rows.map((r) => r.holdId);
  }
}

