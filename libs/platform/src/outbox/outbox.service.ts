import { Injectable } from '@nestjs/common';
import type { EventContract, EventData } from '@cf/contracts';
import { currentContext } from '../context/request-context';
import { newId } from '../database/ids';
import { Transactions } from '../database/transactions';
import { currentTraceParent } from '../tracing/tracing';
import { OutboxEventRow } from './outbox-event.entity';

/**
 * Records an event in the caller's transaction: both commit together or neither does (no dual
 * write). `append(Contract, aggregateId, data)` writes into the ambient transaction
 * (`Transactions.run`), and refuses to write outside one.
 */
@Injectable()
export class OutboxService {
  private readonly appendedListeners = new Set<() => void>();

  constructor(private readonly transactions: Transactions) {}

  /** Called after each commit that appended events (the relay publishes them at once instead of at its next poll). */
  onAppended(listener: () => void): () => void {
    this.appendedListeners.add(listener);
    return () => this.appendedListeners.delete(listener);
  }

  async append<C extends EventContract>(contract: C, aggregateId: string, data: EventData<C>): Promise<string> {
    const [id] = await this.appendMany(contract, [{ aggregateId, data }]);
    return id;
  }

  /**
   * Several events of one contract in the caller's transaction, in this order, with multi-row
   * INSERTs (a distribution tells thousands of investors at once: one statement per 500 events
   * instead of one each).
   */
  async appendMany<C extends EventContract>(contract: C, events: ReadonlyArray<{ aggregateId: string; data: EventData<C> }>): Promise<string[]> {
    if (!this.transactions.active) throw new Error(`outbox: ${contract.type} appended outside a transaction (wrap the use case in Transactions.run)`);
    const manager = this.transactions.manager;
    const context = currentContext();
    const traceParent = currentTraceParent();
    const rows: OutboxEventRow[] = events.map(({ aggregateId, data }) => ({
      // newId() is time-ordered: the relay seals the rows in the order they were written.
      id: newId(),
      type: contract.type,
      version: contract.version,
      aggregateId,
      actorId: context?.actorId ?? null,
      correlationId: context?.correlationId ?? null,
      causationId: context?.causationId ?? null,
      data: contract.schema.parse(data) as Record<string, unknown>,
      traceParent,
      occurredAt: new Date().toISOString(),
      sequence: null,
      prevHash: null,
      hash: null,
      publishedAt: null,
    }));
    for (let i = 0; i < rows.length; i += 500) await manager.getRepository(OutboxEventRow).insert(rows.slice(i, i + 500) as never);
    if (rows.length > 0) this.transactions.afterCommit(() => this.appendedListeners.forEach((listener) => listener()));
    return rows.map((row) => row.id);
  }
}
