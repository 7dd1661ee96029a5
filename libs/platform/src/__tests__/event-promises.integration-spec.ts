import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { EventEnvelope } from '@cf/contracts';
import { dropTestDatabase, makeTestDbUrl } from '@cf/testing';
// A test-only tool (a Kafka-protocol broker on loopback), not a library the kernel depends on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startMockKafka, type MockKafka } from '../../../../deploy/kafka-mock/mock-kafka';
import { computeEventHash } from '../events/event-chain';
import { createServiceApp, EVENT_BUS, EventConsumers, InProcessEventBus, OutboxEventRow, parseConfig, ParkedEventRow, platformConfigSchema, type EventBus } from '../index';
import { NoteEffect, NoteEffects, noteFaults, probeModule } from './probe-service';

/**
 * Issue 34: the promises events make, held the same way by the embedded log and by Kafka (the mock
 * cluster), proven by one suite run against each: ordering per key, every committed event applied
 * once, and a message its handler cannot process parked after its bounded retries while the
 * group's other topic (and, on Kafka, its other partitions) keeps flowing, then replayed once after
 * the fix. Resuming after a crash is proven per mode where a process can be killed: the embedded
 * platform under SIGKILL (test/embedded/events-sigkill) and Kafka's committed offsets
 * (kafka-event-bus.integration-spec, test/distributed/*-sigkill).
 */
const MODES = [
  ['the embedded log', 'inprocess'],
  ['Kafka (the mock cluster)', 'kafka'],
] as const;

describe.each(MODES)('the events\' promises on %s', (_name, eventBus) => {
  let cluster: MockKafka | null = null;
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let bus: EventBus;
  const dbUrl = makeTestDbUrl(`promises${eventBus}`);

  beforeAll(async () => {
    if (eventBus === 'kafka') {
      cluster = await startMockKafka({ brokers: 1 });
      await cluster.control('partitions probe.events 4');
      await cluster.control('partitions probeside.events 2');
    }
    noteFaults.fixed = false;
    const config = parseConfig(platformConfigSchema, {
      serviceName: 'probe',
      nodeEnv: 'test',
      port: 0,
      dbUrl,
      eventBus,
      kafkaBrokers: cluster?.bootstrap,
      kafkaSessionTimeoutMs: 3000,
      identityUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
      outboxPollMs: 50,
    });
    app = await createServiceApp(probeModule(config) as never, config, { title: 'probe' });
    dataSource = app.get(DataSource);
    bus = app.get(EVENT_BUS);
    const consumers = app.get(EventConsumers);
    await waitFor(async () => consumers.health() === 'running', 30_000, 'the consumer group to join');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await InProcessEventBus.shared().close();
    await cluster?.stop();
    await dropTestDatabase(dbUrl);
  });

  async function waitFor(predicate: () => Promise<boolean>, ms: number, what: string): Promise<void> {
    const until = Date.now() + ms;
    while (!(await predicate())) {
      if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const write = async (text: string, thread?: string): Promise<string> => {
    const answer = await app.inject({ method: 'POST', url: '/api/v1/notes', payload: { text, stars: 1, ...(thread ? { thread } : {}) } });
    expect(answer.statusCode).toBe(201);
    return answer.json().data.data.id;
  };
  const effects = (noteId: string) => dataSource.getRepository(NoteEffect).countBy({ noteId });
  /** Another producer's event on the group's second topic, as that producer's relay publishes it. */
  const ping = async (): Promise<string> => {
    const pingId = randomUUID();
    const unsigned: Omit<EventEnvelope, 'hash'> = {
      id: randomUUID(),
      type: 'probeside.pinged',
      version: 1,
      source: 'probeside',
      sequence: 1,
      occurredAt: new Date().toISOString(),
      aggregateId: pingId,
      actorId: null,
      correlationId: null,
      causationId: null,
      data: { pingId },
      prevHash: '0'.repeat(64),
    };
    await bus.publish([{ topic: 'probeside.events', key: pingId, value: JSON.stringify({ ...unsigned, hash: computeEventHash(unsigned) }) }]);
    return pingId;
  };

  it('applies every committed event once, and in the order written for each key', async () => {
    const threads = Array.from({ length: 4 }, () => randomUUID());
    const written: string[] = [];
    for (let n = 0; n < 40; n++) {
      const text = `order ${threads[n % 4].slice(0, 8)} ${String(n).padStart(2, '0')}`;
      written.push(await write(text, threads[n % 4]));
    }
    await waitFor(async () => (await dataSource.getRepository(NoteEffect).countBy(written.map((noteId) => ({ noteId })))) >= 40, 20_000, 'the 40 effects');
    for (const noteId of written) expect(await effects(noteId)).toBe(1);
    for (const thread of threads) {
      const applied = NoteEffects.applied.filter((text) => text.startsWith(`order ${thread.slice(0, 8)}`));
      expect(applied).toEqual([...applied].sort());
      expect(applied).toHaveLength(10);
    }
  }, 60_000);

  it('parks a message whose handler keeps failing after its bounded retries, while the group\'s other topic keeps flowing; a replay after the fix applies it once', async () => {
    const poison = await write('poison pill');
    // While the poison is retried (about 1.5 s of back-off before it is parked), pings arrive on the other topic.
    const delays: number[] = [];
    const parkedRow = async () => {
      const event = await dataSource.getRepository(OutboxEventRow).findOneBy({ aggregateId: poison });
      return event ? dataSource.getRepository(ParkedEventRow).findOneBy({ eventId: event.id }) : null;
    };
    for (let n = 0; n < 5; n++) {
      const sent = Date.now();
      const pingId = await ping();
      await waitFor(async () => (await effects(pingId)) === 1, 10_000, 'a ping on the other topic');
      delays.push(Date.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    console.log(`${eventBus}: delays of the other topic's events while a poison message was retried: ${delays.join(', ')} ms`);
    expect(Math.max(...delays)).toBeLessThan(1000);

    await waitFor(async () => (await parkedRow()) !== null, 20_000, 'the poison message to be parked');
    const parked = (await parkedRow())!;
    expect(parked).toMatchObject({ consumer: 'probe.NoteEffects.onNoteWritten', reason: 'retries', replayedAt: null });
    // The group went on: a note written after it is applied.
    const after = await write('after the poison');
    await waitFor(async () => (await effects(after)) === 1, 10_000, 'a note written after the poison');
    expect(await effects(poison)).toBe(0);

    noteFaults.fixed = true;
    const consumers = app.get(EventConsumers);
    expect(await consumers.replay(parked.id)).toEqual({ outcome: 'replayed' });
    expect(await consumers.replay(parked.id)).toEqual({ outcome: 'already-replayed' });
    expect(await effects(poison)).toBe(1);
  }, 60_000);
});
