import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { dropTestDatabase, makeTestDbUrl } from '@cf/testing';
// A test-only tool (a Kafka-protocol broker on loopback), not a library the kernel depends on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startMockKafka, type MockKafka } from '../../../../deploy/kafka-mock/mock-kafka';
import { createServiceApp, parseConfig, platformConfigSchema } from '../index';
import { NoteEffect, probeModule } from './probe-service';

/**
 * A service whose broker is down when it starts: HTTP answers at once (before, the service waited
 * for its Kafka group join and exited after ~17 s), readiness says the consumer is still
 * connecting, and when the broker comes back the consumer joins and the events written meanwhile
 * are consumed.
 */
describe('[issue 10.3] a service started while the broker is down', () => {
  let cluster: MockKafka;
  let app: NestFastifyApplication | undefined;
  const dbUrl = makeTestDbUrl('probeoutage');

  beforeAll(async () => {
    cluster = await startMockKafka({ brokers: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await cluster?.stop();
    await dropTestDatabase(dbUrl);
  });

  const waitFor = async (predicate: () => Promise<boolean>, ms: number, what: string): Promise<void> => {
    const until = Date.now() + ms;
    while (!(await predicate())) {
      if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('serves HTTP at once, reports the consumer as connecting on readiness, and consumes once the broker is back', async () => {
    await cluster.control('down 1');
    const config = parseConfig(platformConfigSchema, {
      serviceName: 'probe',
      nodeEnv: 'test',
      port: 0,
      dbUrl,
      eventBus: 'kafka',
      kafkaBrokers: cluster.bootstrap,
      identityUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
      outboxPollMs: 50,
    });
    const started = Date.now();
    app = await createServiceApp(probeModule(config) as never, config, { title: 'probe' });
    const inject = app.inject.bind(app);

    expect((await inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    // [issue 40] the startup probe's answer while the group cannot join: 503, so a new pod takes no traffic yet.
    const joining = await inject({ method: 'GET', url: '/health/consumers' });
    expect({ status: joining.statusCode, body: joining.json() }).toEqual({ status: 503, body: { status: 'joining', service: 'probe', consumers: 'connecting' } });
    const whileDown = await inject({ method: 'GET', url: '/health/ready' });
    expect({ status: whileDown.statusCode, body: whileDown.json() }).toEqual({
      status: 200,
      body: { status: 'degraded', service: 'probe', database: 'ok', consumers: 'connecting', parkedEvents: 0, lag: expect.any(Array) },
    });
    // Writes go on: the event waits in the outbox.
    const written = await inject({ method: 'POST', url: '/api/v1/notes', payload: { text: 'while the broker is down', stars: 2 } });
    expect(written.statusCode).toBe(201);
    // Well under kafkajs' ~17 s of connection retries, which the service no longer waits for.
    expect(Date.now() - started).toBeLessThan(10_000);

    await new Promise((r) => setTimeout(r, 2000));
    await cluster.control('up 1');
    const dataSource = app.get(DataSource);
    const noteId = (written.json() as { data: { data: { id: string } } }).data.data.id;
    await waitFor(async () => (await inject({ method: 'GET', url: '/health/ready' })).json().consumers === 'running', 90_000, 'the consumer to join');
    expect((await inject({ method: 'GET', url: '/health/ready' })).json()).toMatchObject({ status: 'ok', consumers: 'running' });
    // [issue 40] Kubernetes' startup probe: 200 once the group has joined.
    const joined = await inject({ method: 'GET', url: '/health/consumers' });
    expect({ status: joined.statusCode, body: joined.json() }).toEqual({ status: 200, body: { status: 'ok', service: 'probe', consumers: 'running' } });
    await waitFor(async () => (await dataSource.getRepository(NoteEffect).countBy({ noteId })) === 1, 30_000, 'the event written meanwhile to be consumed');
  }, 150_000);
});
