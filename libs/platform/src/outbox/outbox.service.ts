import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventContract, EventData } from '@cf/contracts';
import { currentContext } from '../context/request-context';
import { newId } from '../database/ids';
import { Transactions } from '../database/transactions';
import { OutboxEventRow } from './outbox-event.entity';

function isEntityManager(value: unknown): value is EntityManager {
  return typeof (value as EntityManager | null)?.getRepository === 'function';
}

/**
 * Records an event in the caller's transaction: both commit together or neither does (no dual
 * write). `append(Contract, aggregateId, data)` writes into the ambient transaction
 * (`Transactions.run`), and refuses to write outside one.
 */
@Injectable()
export class OutboxService {
  constructor(private readonly transactions: Transactions) {}

  append<C extends EventContract>(contract: C, aggregateId: string, data: EventData<C>): Promise<string>;
  /** @deprecated Services not yet on the ambient transaction pass their EntityManager first. */
  append<C extends EventContract>(manager: EntityManager, contract: C, aggregateId: string, data: EventData<C>): Promise<string>;
  async append(...args: unknown[]): Promise<string> {
    const explicit = isEntityManager(args[0]);
    const [contract, aggregateId, data] = (explicit ? args.slice(1) : args) as [EventContract, string, unknown];
    if (!explicit && !this.transactions.active) throw new Error(`outbox: ${contract.type} appended outside a transaction (wrap the use case in Transactions.run)`);
    const manager = explicit ? (args[0] as EntityManager) : this.transactions.manager;
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
