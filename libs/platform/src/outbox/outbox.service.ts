import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventContract, EventData } from '@cf/contracts';
import { currentContext } from '../context/request-context';
import { newId } from '../database/ids';
import { OutboxEventRow } from './outbox-event.entity';

/**
 * Records an event in the caller's transaction. Call it with the same EntityManager that writes the
 * change: both commit together or neither does (no dual write).
 */
@Injectable()
export class OutboxService {
  async append<C extends EventContract>(manager: EntityManager, contract: C, aggregateId: string, data: EventData<C>): Promise<string> {
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
