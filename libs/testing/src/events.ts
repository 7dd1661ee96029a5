import { type EventContract, type EventData, type EventEnvelope } from '@cf/contracts';
import { computeEventHash, GENESIS_HASH, newId, type BusMessage } from '@cf/platform';

let sequence = 0;

/** An event of another service, in the envelope its outbox relay would publish. */
export function eventMessage<C extends EventContract>(
  contract: C,
  data: EventData<C>,
  aggregateId = newId(),
): BusMessage & { envelope: EventEnvelope } {
  sequence += 1;
  const unsigned: Omit<EventEnvelope, 'hash'> = {
    id: newId(),
    type: contract.type,
    version: contract.version,
    source: contract.source,
    sequence,
    occurredAt: new Date().toISOString(),
    aggregateId,
    actorId: null,
    correlationId: `test-${sequence}`,
    causationId: null,
    data: data as Record<string, unknown>,
    prevHash: GENESIS_HASH,
  };
  const envelope: EventEnvelope = { ...unsigned, hash: computeEventHash(unsigned) };
  return { topic: `${contract.source}.events`, key: aggregateId, value: JSON.stringify(envelope), envelope };
}
