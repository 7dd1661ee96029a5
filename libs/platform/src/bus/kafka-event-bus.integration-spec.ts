import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
// A test-only tool (a Kafka-protocol broker on loopback), not a library the kernel depends on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startMockKafka, type MockKafka } from '../../../../deploy/kafka-mock/mock-kafka';
import type { BusMessage } from './event-bus';
import { KafkaEventBus } from './kafka-event-bus';

/**
 * The Kafka adapter against a real Kafka-protocol broker (librdkafka's mock cluster on loopback).
 * Short session timeouts keep each group join at ~3 s (the mock's fixed initial rebalance delay).
 */
describe('KafkaEventBus against the mock Kafka cluster', () => {
  let cluster: MockKafka;
  const buses: KafkaEventBus[] = [];

  const newBus = (clientId = 'bus-spec'): KafkaEventBus => {
    const bus = new KafkaEventBus({
      clientId,
      brokers: cluster.brokers,
      sessionTimeoutMs: 6000,
      heartbeatIntervalMs: 500,
      maxWaitTimeMs: 100,
    });
    buses.push(bus);
    return bus;
  };
  const unique = (name: string): string => `${name}-${randomUUID().slice(0, 8)}`;
  const messages = (topic: string, keys: string[], perKey: number, from = 0): BusMessage[] =>
    Array.from({ length: perKey }, (_, i) => keys.map((key) => ({ topic, key, value: JSON.stringify({ key, n: from + i }) }))).flat();
  const waitFor = async (predicate: () => boolean, ms: number, what: string): Promise<void> => {
    const until = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const parse = (m: BusMessage): { key: string; n: number } => JSON.parse(m.value) as { key: string; n: number };

  beforeAll(async () => {
    cluster = await startMockKafka({ brokers: 1 });
  });
  afterEach(async () => {
    await Promise.allSettled(buses.splice(0).map((b) => b.close()));
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('delivers every published message to a group, in order per key', async () => {
    const topic = unique('roundtrip.events');
    const keys = ['agg-a', 'agg-b', 'agg-c', 'agg-d', 'agg-e'];
    const bus = newBus();
    const received: BusMessage[] = [];
    // Publishing first creates the topic; the group reads it from the beginning.
    await bus.publish(messages(topic, keys, 10));
    await bus.subscribe(unique('roundtrip-group'), [topic], async (m) => void received.push(m));
    // [issue 40] a message's trace context travels as a Kafka header, outside the signed envelope.
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    await bus.publish(messages(topic, keys, 10, 10).map((m) => ({ ...m, headers: { traceparent } })));
    await waitFor(() => received.length >= 100, 20000, '100 messages');
    expect(received.every((m) => m.topic === topic && parse(m).key === m.key)).toBe(true);
    expect(received.map((m) => (parse(m).n >= 10 ? m.headers?.traceparent : m.headers))).toEqual(received.map((m) => (parse(m).n >= 10 ? traceparent : undefined)));
    for (const key of keys) {
      expect(received.filter((m) => m.key === key).map((m) => parse(m).n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    }
  });

  it('resumes a consumer group from its committed offsets, under the group id exactly as given', async () => {
    const topic = unique('resume.events');
    const group = unique('resume-group');
    const first = newBus('resume-1');
    const seenFirst: number[] = [];
    await first.publish(messages(topic, ['k'], 5));
    await first.subscribe(group, [topic], async (m) => void seenFirst.push(parse(m).n));
    await waitFor(() => seenFirst.length >= 5, 20000, 'first 5 messages');
    await first.close(); // commits and leaves the group

    const producer = newBus('resume-producer');
    await producer.publish(messages(topic, ['k'], 5, 5));

    // The offsets are stored under the group id we gave (no postfix, unlike Nest's Kafka transport).
    const admin = new Kafka({ clientId: 'resume-admin', brokers: cluster.brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const [offsets] = await admin.fetchOffsets({ groupId: group, topics: [topic] });
      const committed = offsets.partitions.reduce((sum, p) => sum + Math.max(0, Number(p.offset)), 0);
      expect(committed).toBe(5);
    } finally {
      await admin.disconnect();
    }

    const second = newBus('resume-2');
    const seenSecond: number[] = [];
    await second.subscribe(group, [topic], async (m) => void seenSecond.push(parse(m).n));
    // A sentinel after them on the same key (one partition, in order): once it is in, a repeat of an earlier message would be too.
    await producer.publish(messages(topic, ['k'], 1, 10));
    await waitFor(() => seenSecond.includes(10), 20000, 'the next 5 messages and the sentinel');
    expect(seenFirst).toEqual([0, 1, 2, 3, 4]);
    expect(seenSecond).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('gives a message whose handler threw to the handler again (at-least-once), then moves on', async () => {
    const topic = unique('retry.events');
    const bus = newBus();
    const attempts = new Map<number, number>();
    const done: number[] = [];
    await bus.publish(messages(topic, ['k'], 4));
    await bus.subscribe(unique('retry-group'), [topic], async (m) => {
      const n = parse(m).n;
      attempts.set(n, (attempts.get(n) ?? 0) + 1);
      // A transient failure twice, and once a programming error (TypeError), which kafkajs alone would treat as fatal.
      if (n === 1 && attempts.get(n)! <= 2) throw new Error('database unavailable');
      if (n === 2 && attempts.get(n)! === 1) throw new TypeError('cannot read properties of undefined');
      done.push(n);
    });
    await waitFor(() => done.length >= 4, 30000, 'all 4 messages handled');
    expect(done).toEqual([0, 1, 2, 3]);
    expect(attempts.get(1)).toBe(3);
    expect(attempts.get(2)).toBe(2);
  });

  it('loses nothing when the broker goes down and comes back', async () => {
    const topic = unique('outage.events');
    const keys = ['a', 'b', 'c'];
    const bus = newBus();
    const received: BusMessage[] = [];
    await bus.publish(messages(topic, keys, 3));
    await bus.subscribe(unique('outage-group'), [topic], async (m) => void received.push(m));
    await waitFor(() => received.length >= 9, 20000, 'messages before the outage');

    await cluster.control('down 1');
    const during = bus.publish(messages(topic, keys, 3, 3)); // retried until the broker is back
    await new Promise((r) => setTimeout(r, 1500));
    await cluster.control('up 1');
    await during;
    await bus.publish(messages(topic, keys, 3, 6));

    await waitFor(() => new Set(received.map((m) => m.value)).size >= 27, 30000, 'all 27 messages after the outage');
    for (const key of keys) {
      // At-least-once: a redelivery may repeat a message, but never reorders or skips one.
      const ns = received.filter((m) => m.key === key).map((m) => parse(m).n);
      const firstSeen = ns.filter((n, i) => ns.indexOf(n) === i);
      expect(firstSeen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });
});
