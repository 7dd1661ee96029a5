import { z } from 'zod';
import { EVENT_CONTRACTS, topicOf, type EventContract } from '@cf/contracts';

/**
 * The events catalogue as an AsyncAPI 3 document, built from the runtime contracts so the
 * documentation cannot drift from what is validated on publish and consume.
 */
export function buildAsyncApiDocument(contracts: Iterable<EventContract> = EVENT_CONTRACTS.values()): Record<string, unknown> {
  const list = [...contracts].sort((a, b) => `${a.type}@${a.version}`.localeCompare(`${b.type}@${b.version}`));
  const sources = [...new Set(list.map((c) => c.source))].sort();
  const messageName = (c: EventContract): string => `${c.type.replace(/[.]/g, '_').replace(/-/g, '_')}_v${c.version}`;

  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const source of sources) {
    const mine = list.filter((c) => c.source === source);
    channels[source] = {
      address: topicOf(source),
      description: `Every event the ${source} service publishes, keyed by aggregate id (per-aggregate order), in its hash chain.`,
      messages: Object.fromEntries(mine.map((c) => [messageName(c), { $ref: `#/components/messages/${messageName(c)}` }])),
    };
    operations[`${source}_publish`] = { action: 'send', channel: { $ref: `#/channels/${source}` }, summary: `${source} publishes through its transactional outbox` };
  }

  const messages: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = { EventEnvelope: envelopeSchema() };
  for (const c of list) {
    schemas[`${messageName(c)}_data`] = z.toJSONSchema(c.schema, { target: 'draft-7', unrepresentable: 'any' });
    messages[messageName(c)] = {
      name: c.type,
      title: `${c.type} v${c.version}`,
      summary: c.description,
      contentType: 'application/json',
      headers: {
        type: 'object',
        properties: {
          key: { type: 'string', description: 'aggregateId' },
          traceparent: { type: 'string', pattern: '^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$', description: 'W3C trace context of the span that wrote the event, when tracing is on (outside the hashed envelope)' },
        },
      },
      payload: {
        allOf: [
          { $ref: '#/components/schemas/EventEnvelope' },
          {
            type: 'object',
            properties: { type: { const: c.type }, version: { const: c.version }, source: { const: c.source }, data: { $ref: `#/components/schemas/${messageName(c)}_data` } },
          },
        ],
      },
    };
  }

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Oman Crowdfunding platform events',
      version: '1.0.0',
      description:
        'Events every service publishes (one topic per service). Delivery is at-least-once; consumers are idempotent through their inbox. ' +
        'Each service chains its events: hash = SHA-256(prevHash + canonical JSON of the envelope without hash); `npm run audit:events` verifies a chain. ' +
        'Generated from libs/contracts by `npm run docs:asyncapi`; do not edit by hand.',
    },
    defaultContentType: 'application/json',
    servers: { kafka: { host: 'kafka:9092', protocol: 'kafka', description: 'Distributed mode. The embedded mode uses an in-process bus with the same envelopes.' } },
    channels,
    operations,
    components: { schemas, messages },
  };
}

function envelopeSchema(): Record<string, unknown> {
  return {
    type: 'object',
    required: ['id', 'type', 'version', 'source', 'sequence', 'occurredAt', 'aggregateId', 'actorId', 'correlationId', 'causationId', 'data', 'prevHash', 'hash'],
    properties: {
      id: { type: 'string', format: 'uuid', description: 'UUIDv7 (time-ordered)' },
      type: { type: 'string', description: '<service>.<aggregate>-<past verb>' },
      version: { type: 'integer', minimum: 1, description: 'A breaking change publishes a new version beside the old one' },
      source: { type: 'string', description: 'Publishing service (owner of the chain)' },
      sequence: { type: 'integer', minimum: 1, description: 'Position in the service chain; no gaps' },
      occurredAt: { type: 'string', format: 'date-time' },
      aggregateId: { type: 'string', description: 'Kafka message key' },
      actorId: { type: ['string', 'null'], description: 'User who caused it, if any' },
      correlationId: { type: ['string', 'null'], description: 'Request id the change came from' },
      causationId: { type: ['string', 'null'], description: 'Event id that caused it (consumers)' },
      data: { type: 'object' },
      prevHash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      hash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    },
  };
}
