import { Injectable } from '@nestjs/common';
import type { EventContract, EventData } from '@cf/contracts';
import { currentContext } from '../context/request-context';
import { newId } from '../database/ids';
import { Transactions } from '../database/transactions';
import { OutboxEventRow } from './outbox-event.entity';

/**
 * Records an event in the caller's transaction: both commit together or neither does (no dual
 * write). `append(Contract, aggregateId, data)` writes into the ambient transaction
 * (`Transactions.run`), and refuses to write outside one.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly transactions: Transactions) {}

  async append<C extends EventContract>(contract: C, aggregateId: string, data: EventData<C>): Promise<string> {
    if (!this.transactions.active) throw new Error(`outbox: ${contract.type} appended outside a transaction (wrap the use case in Transactions.run)`);
    const manager = this.transactions.manager;
    const parsed = contract.schema.parse(data) as Record<string, unknown>;
    const context = currentContext();
    const row: OutboxEventRow = {
      id: newId(),
      type: contract.type,
      version: contract.version,
      aggregateId,
      actorId: context?.actorId ?? null,
      correlationId: context?.correlationId ?? null,
      causationId: context?.causationId ?? null,
      data: parsed,
      occurredAt: new Date().toISOString(),
      sequence: null,
      prevHash: null,
      hash: null,
      publishedAt: null,
    };
    await manager.getRepository(OutboxEventRow).insert(row as never);
    return row.id;
  }
}
