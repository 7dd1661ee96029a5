import { Logger } from '@nestjs/common';
import { IsNull, MoreThan, Not, type DataSource, type EntityManager } from 'typeorm';
import { topicOf, type EventEnvelope } from '@cf/contracts';
import { computeEventHash } from '../events/event-chain';
import type { BusMessage, EventBus } from '../bus/event-bus';
import type { DurableTopicLog } from '../bus/in-process-event-bus';
import { OutboxChainHead, OutboxEventRow } from './outbox-event.entity';

export function toEnvelope(source: string, row: OutboxEventRow): EventEnvelope {
  if (row.hash === null) throw new Error(`outbox event ${row.id} is not sealed`);
  return { ...unsignedEnvelope(source, row), hash: row.hash };
}

function unsignedEnvelope(source: string, row: OutboxEventRow): Omit<EventEnvelope, 'hash'> {
  if (row.sequence === null || row.prevHash === null) throw new Error(`outbox event ${row.id} has no place in the chain`);
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    source,
    sequence: row.sequence,
    occurredAt: row.occurredAt,
    aggregateId: row.aggregateId,
    actorId: row.actorId,
    correlationId: row.correlationId,
    causationId: row.causationId,
    data: row.data,
    prevHash: row.prevHash,
  };
}

class ChainMovedError extends Error {}

/** An idle relay publishes a commit's events this soon (commits this close together share the flush). */
const IDLE_NUDGE_MS = 2;
/**
 * A busy relay (commits came while it flushed) waits this long before the next flush, so the commits
 * meanwhile share it. A flush is about eight statements (seal, read, mark) and a Kafka request: with
 * 5 ms, a payment load made about one flush per commit (bench:invest --pay-only).
 */
const BUSY_COALESCE_MS = 15;

/**
 * Writes the seals of a batch in one statement (UPDATE … CASE id …): one round trip instead of one
 * per event, which is most of the relay's cost under load (ADR 0011's benchmark). Portable SQL:
 * MySQL/MariaDB and SQLite both take `?` placeholders and CASE.
 */
async function sealRows(manager: EntityManager, rows: OutboxEventRow[]): Promise<void> {
  const q = (name: string) => manager.connection.driver.escape(name);
  const params: unknown[] = [];
  const caseOf = (column: 'sequence' | 'prevHash' | 'hash') => {
    for (const row of rows) params.push(row.id, row[column]);
    return `${q(column)} = CASE ${q('id')} ${rows.map(() => 'WHEN ? THEN ?').join(' ')} END`;
  };
  const assignments = [caseOf('sequence'), caseOf('prevHash'), caseOf('hash')].join(', ');
  params.push(...rows.map((row) => row.id));
  await manager.query(`UPDATE ${q('outbox_events')} SET ${assignments} WHERE ${q('id')} IN (${rows.map(() => '?').join(', ')})`, params);
}

/**
 * Publishes a service's outbox: (1) seals new rows into the hash chain in commit order, moving the
 * chain head with a conditional update so two relays can never fork it; (2) publishes sealed rows
 * in sequence order; (3) marks them published. A crash between (2) and (3) republishes the same
 * sealed events, which consumers drop through their inbox.
 */
export class OutboxRelay {
  private readonly logger = new Logger('OutboxRelay');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;
  private ticking = false;
  private nudged = false;
  private nextAt = 0;
  /** Until when the next flush is held back for commits to gather (a busy relay). */
  private coalescingUntil = 0;

  constructor(
    private readonly source: string,
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly pollMs: number,
    private readonly batchSize = 200,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Publishes soon rather than at the next poll: called after a commit that appended events. Nudges
   * that come while a flush runs are folded into one more flush; the poll stays as the safety net
   * (rows written by another replica, a nudge lost to a crash).
   */
  nudge(): void {
    if (this.stopped) return;
    if (this.ticking) this.nudged = true;
    else if (Date.now() >= this.coalescingUntil) this.schedule(IDLE_NUDGE_MS);
  }

  /** Sets the next flush `delayMs` from now, unless one is due sooner. */
  private schedule(delayMs: number): void {
    const at = Date.now() + delayMs;
    if (this.timer && this.nextAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.nextAt = at;
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    this.ticking = true;
    this.nudged = false;
    try {
      await this.flush();
    } catch (error) {
      this.logger.warn(`outbox relay (${this.source}) failed, will retry: ${(error as Error).message}`);
    } finally {
      this.ticking = false;
    }
    if (this.stopped) return;
    if (this.nudged) this.coalescingUntil = Date.now() + BUSY_COALESCE_MS;
    this.schedule(this.nudged ? BUSY_COALESCE_MS : this.pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Seals and publishes everything pending; returns how many events were published. */
  async flush(): Promise<number> {
    // A flush already under way may have started before the caller's commit: wait, then run again.
    while (this.running) await this.running.catch(() => 0);
    this.running = this.flushOnce().finally(() => (this.running = null));
    return this.running;
  }

  private async flushOnce(): Promise<number> {
    let published = 0;
    for (;;) {
      await this.sealPending();
      const batch = await this.dataSource.getRepository(OutboxEventRow).find({
        where: { publishedAt: IsNull(), sequence: Not(IsNull()) },
        order: { sequence: 'ASC' },
        take: this.batchSize,
      });
      if (batch.length === 0) return published;
      await this.publishBatch(batch);
      await this.markPublished(batch);
      published += batch.length;
    }
  }

  /** Exposed for tests that simulate a crash between publishing and marking. */
  async publishBatch(batch: OutboxEventRow[]): Promise<void> {
    await this.bus.publish(batch.map((row) => this.messageOf(row)));
  }

  /**
   * The outbox as a durable log (the embedded bus reads it after a restart or when a group is
   * behind its cache): sealed events after `position`, in sequence order. Published or not: a sealed
   * event is committed and its place in the chain is fixed.
   */
  readonly log: DurableTopicLog = {
    readAfter: async (position, limit) => {
      const rows = await this.dataSource.getRepository(OutboxEventRow).find({ where: { sequence: MoreThan(position) }, order: { sequence: 'ASC' }, take: limit });
      return rows.map((row) => ({ position: row.sequence!, message: this.messageOf(row), at: Date.parse(row.occurredAt) }));
    },
    head: async () => (await this.dataSource.getRepository(OutboxChainHead).findOneBy({ id: 1 }))?.sequence ?? 0,
  };

  private messageOf(row: OutboxEventRow): BusMessage {
    const message: BusMessage = { topic: topicOf(this.source), key: row.aggregateId, value: JSON.stringify(toEnvelope(this.source, row)), position: row.sequence ?? undefined };
    if (row.traceParent) message.headers = { traceparent: row.traceParent };
    return message;
  }

  async markPublished(batch: OutboxEventRow[]): Promise<void> {
    const now = new Date().toISOString();
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxEventRow)
      .set({ publishedAt: now })
      .whereInIds(batch.map((r) => r.id))
      .execute();
  }

  async sealPending(): Promise<number> {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        return await this.sealOnce();
      } catch (error) {
        if (!(error instanceof ChainMovedError)) throw error;
      }
    }
    return 0;
  }

  private async sealOnce(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const pending = await manager.find(OutboxEventRow, { where: { sequence: IsNull() }, order: { id: 'ASC' }, take: this.batchSize });
      if (pending.length === 0) return 0;
      const head = await manager.findOneByOrFail(OutboxChainHead, { id: 1 });
      let sequence = head.sequence;
      let prevHash = head.hash;
      for (const row of pending) {
        sequence += 1;
        row.sequence = sequence;
        row.prevHash = prevHash;
        row.hash = computeEventHash(unsignedEnvelope(this.source, row));
        prevHash = row.hash;
      }
      await sealRows(manager, pending);
      const moved = await manager
        .createQueryBuilder()
        .update(OutboxChainHead)
        .set({ sequence, hash: prevHash })
        .where('id = 1 AND sequence = :expected', { expected: head.sequence })
        .execute();
      if (moved.affected !== 1) throw new ChainMovedError();
      return pending.length;
    });
  }
}
