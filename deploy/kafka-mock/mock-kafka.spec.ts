import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Kafka, logLevel, type Consumer, type KafkaMessage, type Producer } from 'kafkajs';
import { startMockKafka, type MockKafka } from './mock-kafka';

jest.setTimeout(60_000);

const KEYS = ['account-a', 'account-b', 'account-c', 'account-d'];
const PER_KEY = 25;

interface Received {
  key: string;
  seq: number;
  partition: number;
  offset: string;
}

function waitFor(cond: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = (): void => {
      if (cond()) return resolve();
      if (Date.now() > deadline) return reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function decode(partition: number, message: KafkaMessage): Received {
  const value = JSON.parse(message.value?.toString() ?? '{}') as { key: string; seq: number };
  expect(message.key?.toString()).toBe(value.key);
  return { key: value.key, seq: value.seq, partition, offset: message.offset };
}

describe('librdkafka mock Kafka cluster', () => {
  let cluster: MockKafka;
  let kafka: Kafka;
  let producer: Producer;
  const consumers: Consumer[] = [];
  const topic = `mock-test-${randomUUID()}`;
  const groupId = `mock-test-group-${randomUUID()}`;

  const newConsumer = (): Consumer => {
    const c = kafka.consumer({ groupId, sessionTimeout: 6_000, heartbeatInterval: 500, maxWaitTimeInMs: 100 });
    consumers.push(c);
    return c;
  };

  beforeAll(async () => {
    const t0 = Date.now();
    cluster = await startMockKafka({ brokers: 1 });
    console.info(`mock cluster ready in ${Date.now() - t0} ms at ${cluster.bootstrap}`);
    kafka = new Kafka({
      clientId: 'kafka-mock-spec',
      brokers: cluster.brokers,
      logLevel: logLevel.NOTHING,
      retry: { initialRetryTime: 100, retries: 8 },
    });
    producer = kafka.producer({ allowAutoTopicCreation: true, idempotent: false });
    await producer.connect();
  });

  afterAll(async () => {
    await Promise.allSettled(consumers.map((c) => c.disconnect()));
    await producer?.disconnect().catch(() => undefined);
    await cluster?.stop();
  });

  it('prints a loopback bootstrap list and answers control commands with OK or ERR', async () => {
    expect(cluster.brokers).toHaveLength(1);
    expect(cluster.brokers[0]).toMatch(/^127\.0\.0\.1:\d+$/);
    await expect(cluster.control('ping')).resolves.toBe('OK');
    await expect(cluster.control('bootstrap')).resolves.toBe(`OK ${cluster.bootstrap}`);
    await expect(cluster.control('rtt 1 0')).resolves.toBe('OK');
    await expect(cluster.control('down 7')).rejects.toThrow(/ERR invalid broker id/);
    await expect(cluster.control('frobnicate')).rejects.toThrow(/ERR unknown command/);
  });

  it('auto-creates a topic on first produce and delivers keyed messages to a consumer group in per-key order', async () => {
    const t0 = Date.now();
    // Interleave keys and send in several requests so ordering is non-trivial.
    for (let seq = 0; seq < PER_KEY; seq += 5) {
      const messages = [];
      for (let s = seq; s < seq + 5; s++) {
        for (const key of KEYS) messages.push({ key, value: JSON.stringify({ key, seq: s }) });
      }
      await producer.send({ topic, messages });
    }
    const tProduced = Date.now();

    const total = KEYS.length * PER_KEY;

    const received: Received[] = [];
    const consumer = newConsumer();
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        received.push(decode(partition, message));
      },
    });
    await waitFor(() => received.length >= total, 30_000, `${total} messages`);
    const tConsumed = Date.now();

    // Commit the next offset of every partition we consumed from.
    const next = new Map<number, bigint>();
    for (const r of received) {
      const n = BigInt(r.offset) + 1n;
      if ((next.get(r.partition) ?? -1n) < n) next.set(r.partition, n);
    }
    await consumer.commitOffsets(
      [...next.entries()].map(([partition, offset]) => ({ topic, partition, offset: offset.toString() })),
    );
    await consumer.disconnect();
    console.info(`produced ${total} in ${tProduced - t0} ms, consumed in ${tConsumed - tProduced} ms`);

    expect(received).toHaveLength(total);
    for (const key of KEYS) {
      const forKey = received.filter((r) => r.key === key);
      expect(forKey.map((r) => r.seq)).toEqual([...Array(PER_KEY).keys()]);
      // Same key always lands on the same partition.
      expect(new Set(forKey.map((r) => r.partition)).size).toBe(1);
    }

    const admin = kafka.admin();
    await admin.connect();
    try {
      const high = await admin.fetchTopicOffsets(topic);
      const committed = await admin.fetchOffsets({ groupId, topics: [topic] });
      const committedByPartition = new Map(committed[0].partitions.map((p) => [p.partition, p.offset]));
      for (const p of high) {
        expect(committedByPartition.get(p.partition)).toBe(Number(p.high) > 0 ? p.high : '-1');
      }
    } finally {
      await admin.disconnect();
    }
  });

  it('resumes a consumer group from its committed offsets', async () => {
    await producer.send({ topic, messages: [{ key: KEYS[0], value: JSON.stringify({ key: KEYS[0], seq: PER_KEY }) }] });
    const received: Received[] = [];
    const consumer = newConsumer();
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ partition, message }) => void received.push(decode(partition, message)),
    });
    await waitFor(() => received.length >= 1, 30_000, 'the message produced after the commit');
    // Give a re-delivery of old messages a moment to show up, should there be one.
    await new Promise((r) => setTimeout(r, 300));
    await consumer.disconnect();
    expect(received.map((r) => [r.key, r.seq])).toEqual([[KEYS[0], PER_KEY]]);
  });

  it('refuses connections while a broker is down and completes a pending produce once it is brought back up', async () => {
    const t0 = Date.now();
    await expect(cluster.control('down 1')).resolves.toBe('OK');

    // A fresh client without retries cannot reach the downed broker.
    const probe = new Kafka({
      clientId: 'kafka-mock-spec-probe',
      brokers: cluster.brokers,
      logLevel: logLevel.NOTHING,
      connectionTimeout: 500,
      requestTimeout: 1_000,
      retry: { retries: 0 },
    }).producer({ allowAutoTopicCreation: true, idempotent: false });
    await expect(probe.connect()).rejects.toThrow(/ECONNREFUSED|Connection/);
    await probe.disconnect().catch(() => undefined);

    // The long-lived producer lost its connection; its send stays pending while the broker is down...
    let settled = false;
    const pending = producer
      .send({ topic, messages: [{ key: KEYS[1], value: JSON.stringify({ key: KEYS[1], seq: PER_KEY }) }] })
      .finally(() => {
        settled = true;
      });
    await new Promise((r) => setTimeout(r, 500));
    expect(settled).toBe(false);

    // ...and completes after the broker is brought back up.
    await expect(cluster.control('up 1')).resolves.toBe('OK');
    const tUp = Date.now();
    const [result] = await pending;
    expect(result.errorCode).toBe(0);
    const tRecovered = Date.now();
    const [after] = await producer.send({
      topic,
      messages: [{ key: KEYS[2], value: JSON.stringify({ key: KEYS[2], seq: PER_KEY }) }],
    });
    expect(after.errorCode).toBe(0);
    console.info(
      `down/up cycle took ${Date.now() - t0} ms; pending produce completed ${tRecovered - tUp} ms after 'up'`,
    );

    const admin = kafka.admin();
    await admin.connect();
    try {
      const high = await admin.fetchTopicOffsets(topic);
      const sum = high.reduce((acc, p) => acc + Number(p.high), 0);
      expect(sum).toBe(KEYS.length * PER_KEY + 3);
    } finally {
      await admin.disconnect();
    }
  });

  it('binds a fixed port when asked and explains why startup failed when that port is taken', async () => {
    const port = await freePort();
    const fixed = await startMockKafka({ port });
    try {
      expect(fixed.brokers).toEqual([`127.0.0.1:${port}`]);
      await expect(startMockKafka({ port })).rejects.toThrow(
        /cannot listen on 127\.0\.0\.1:\d+: Address already in use/,
      );
    } finally {
      await fixed.stop();
    }
    await expect(fixed.control('ping')).rejects.toThrow(/not running/);
  });
});
