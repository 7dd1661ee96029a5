import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { ProfileUpdatedV1, UserRegisteredV1, type EventEnvelope } from '@cf/contracts';
import {
  buildDataSourceOptions,
  ensureDatabaseExists,
  InProcessEventBus,
  KafkaEventBus,
  KERNEL_ENTITIES,
  KERNEL_MIGRATIONS,
  newId,
  OutboxChainHead,
  OutboxEventRow,
  OutboxRelay,
  OutboxService,
  type EventBus,
  computeEventHash,
} from '@cf/platform';
import { dropTestDatabase, makeTestDbUrl } from '@cf/testing';
import { startMockKafka, type MockKafka } from '@cf/deploy';
import { auditKafka, auditOutbox, runAuditCli } from './audit-events';

const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);

/** A fresh database with the kernel tables only: what every service's outbox looks like. */
async function freshOutbox(dbUrl: string): Promise<DataSource> {
  await ensureDatabaseExists(dbUrl);
  return new DataSource({ ...buildDataSourceOptions(dbUrl, KERNEL_ENTITIES, KERNEL_MIGRATIONS), migrationsRun: true }).initialize();
}

/** Writes identity events the way a service does (OutboxService in a transaction), then seals and publishes them. */
async function writeEvents(dataSource: DataSource, bus: EventBus, count: number): Promise<OutboxRelay> {
  for (let i = 0; i < count; i++) {
    const userId = newId();
    await dataSource.transaction(async (manager) => {
      // No Nest application here: the transaction this loop opened stands in for the ambient one.
      const outbox = new OutboxService({ active: true, manager, afterCommit: (callback: () => void) => callback() } as never);
      if (i % 2 === 0) {
        await outbox.append(UserRegisteredV1, userId, {
          userId,
          email: `user${i}@example.com`,
          firstName: 'Amal',
          lastName: 'Al Said',
          language: 'ar',
        });
      } else {
        await outbox.append(ProfileUpdatedV1, userId, { userId, fields: ['phone'] });
      }
    });
  }
  const relay = new OutboxRelay('identity', dataSource, bus, 50);
  await relay.flush();
  return relay;
}

describe('audit-events (the auditor command)', () => {
  describe('on a service outbox', () => {
    const dbUrl = makeTestDbUrl('audit');
    let dataSource: DataSource;
    const q = (name: string): string => dataSource.driver.escape(name);

    beforeAll(async () => {
      dataSource = await freshOutbox(dbUrl);
      await writeEvents(dataSource, new InProcessEventBus(), 6);
    });
    afterAll(async () => {
      await dataSource?.destroy();
      await dropTestDatabase(dbUrl);
    });

    it('finds a complete, untampered chain whose events all match their contracts', async () => {
      const report = await auditOutbox({ dbUrl, service: 'identity' });
      const head = await dataSource.getRepository(OutboxChainHead).findOneByOrFail({ id: 1 });
      expect(report).toMatchObject({
        ok: true,
        service: 'identity',
        events: 6,
        firstSequence: 1,
        lastSequence: 6,
        headHash: head.hash,
        pending: 0,
        unpublished: 0,
        problems: [],
      });
    });

    it('runs as a command: exit 0 and a JSON report', async () => {
      const { stdout } = await run(
        process.execPath,
        ['-r', './deploy/register.js', 'tools/audit/audit-events.ts', '--outbox', '--db', dbUrl, '--service', 'identity', '--json'],
        { cwd: ROOT },
      );
      expect(JSON.parse(stdout)).toMatchObject({ ok: true, events: 6, lastSequence: 6, problems: [] });
    });

    it('reports hash-mismatch for the sequence whose data was altered, and exits 1', async () => {
      const [row] = (await dataSource.query(`SELECT ${q('data')} FROM ${q('outbox_events')} WHERE ${q('sequence')} = 3`)) as Array<{
        data: string;
      }>;
      const forged = JSON.stringify({ ...JSON.parse(row.data), email: 'attacker@example.com' });
      await dataSource.query(`UPDATE ${q('outbox_events')} SET ${q('data')} = ? WHERE ${q('sequence')} = 3`, [forged]);
      try {
        const report = await auditOutbox({ dbUrl, service: 'identity' });
        expect(report.ok).toBe(false);
        expect(report.problems).toEqual([
          { sequence: 3, eventId: expect.any(String), problem: 'hash-mismatch', detail: expect.any(String) },
        ]);
        const lines: string[] = [];
        expect(await runAuditCli(['--outbox', '--db', dbUrl, '--service', 'identity'], (l) => lines.push(l))).toBe(1);
        expect(lines.join('\n')).toMatch(/#3 +hash-mismatch/);
        expect(lines.join('\n')).toMatch(/RESULT: FAILED/);
      } finally {
        await dataSource.query(`UPDATE ${q('outbox_events')} SET ${q('data')} = ? WHERE ${q('sequence')} = 3`, [row.data]);
      }
      expect((await auditOutbox({ dbUrl, service: 'identity' })).ok).toBe(true);
    });

    it('reports sequence-gap where a row was deleted, and head-mismatch when the last rows were', async () => {
      await dataSource.query(`DELETE FROM ${q('outbox_events')} WHERE ${q('sequence')} = 4`);
      const gap = await auditOutbox({ dbUrl, service: 'identity' });
      expect(gap.ok).toBe(false);
      expect(gap.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sequence: 5, problem: 'sequence-gap' }),
          expect.objectContaining({ sequence: 5, problem: 'broken-link' }),
        ]),
      );
      expect(gap.problems.every((p) => p.sequence === 5)).toBe(true);

      await dataSource.query(`DELETE FROM ${q('outbox_events')} WHERE ${q('sequence')} >= 5`);
      const truncated = await auditOutbox({ dbUrl, service: 'identity' });
      expect(truncated.problems).toEqual([expect.objectContaining({ sequence: 6, problem: 'head-mismatch' })]);
      expect(await runAuditCli(['--outbox', '--db', dbUrl, '--service', 'identity', '--json'], () => undefined)).toBe(1);
    });

    it('reports an event whose type has no published contract', async () => {
      const url = makeTestDbUrl('audit_contract');
      const other = await freshOutbox(url);
      try {
        const e = (name: string): string => other.driver.escape(name);
        // Written around OutboxService (which validates): the relay seals whatever is in the table.
        await other.query(
          `INSERT INTO ${e('outbox_events')} (${['id', 'type', 'version', 'aggregateId', 'data', 'occurredAt'].map(e).join(', ')}) VALUES (?, ?, 1, ?, ?, ?)`,
          [newId(), 'identity.user-teleported', 'agg-1', '{}', new Date().toISOString()],
        );
        await new OutboxRelay('identity', other, new InProcessEventBus(), 50).flush();
        const report = await auditOutbox({ dbUrl: url, service: 'identity' });
        expect(report.problems).toEqual([
          expect.objectContaining({ sequence: 1, problem: 'unknown-contract', detail: 'identity.user-teleported v1' }),
        ]);
      } finally {
        await other.destroy();
        await dropTestDatabase(url);
      }
    });
  });

  describe('on a Kafka topic', () => {
    const dbUrl = makeTestDbUrl('audit_kafka');
    let cluster: MockKafka;
    let dataSource: DataSource;
    let bus: KafkaEventBus;

    beforeAll(async () => {
      cluster = await startMockKafka({ brokers: 1 });
      bus = new KafkaEventBus({ clientId: 'audit-spec', brokers: cluster.brokers });
      dataSource = await freshOutbox(dbUrl);
    });
    afterAll(async () => {
      await bus?.close();
      await dataSource?.destroy();
      await dropTestDatabase(dbUrl);
      await cluster?.stop();
    });

    it('replays the topic the relay published to and verifies the chain across partitions', async () => {
      const relay = await writeEvents(dataSource, bus, 8);
      // A crash between publishing and marking republishes events: identical copies are no problem.
      const [first] = await dataSource.getRepository(OutboxEventRow).find({ order: { sequence: 'ASC' }, take: 1 });
      await relay.publishBatch([first]);

      const report = await auditKafka({ brokers: cluster.brokers, topic: 'identity.events', fromBeginning: true });
      expect(report).toMatchObject({
        ok: true,
        service: 'identity',
        events: 8,
        firstSequence: 1,
        lastSequence: 8,
        duplicates: 1,
        problems: [],
      });
    });

    it('tails the topic with --follow, printing new events until stopped', async () => {
      const controller = new AbortController();
      const seen: EventEnvelope[] = [];
      const following = auditKafka({
        brokers: cluster.brokers,
        topic: 'identity.events',
        fromBeginning: true,
        follow: true,
        signal: controller.signal,
        onEvent: (e) => seen.push(e),
      });
      await waitUntil(() => new Set(seen.map((e) => e.sequence)).size >= 8);
      await writeEvents(dataSource, bus, 2);
      await waitUntil(() => seen.some((e) => e.sequence === 10));
      controller.abort();
      expect(await following).toMatchObject({ ok: true, events: 10, firstSequence: 1, lastSequence: 10, problems: [] });
    });

    it('reports a forged event that claims an existing sequence', async () => {
      const original = (await auditKafkaEnvelopes(cluster)).find((e) => e.sequence === 2)!;
      const forged: Omit<EventEnvelope, 'hash'> = { ...original, id: randomUUID(), data: { ...original.data, fields: ['bankAccount'] } };
      delete (forged as Partial<EventEnvelope>).hash;
      await bus.publish([
        { topic: 'identity.events', key: original.aggregateId, value: JSON.stringify({ ...forged, hash: computeEventHash(forged) }) },
      ]);

      const lines: string[] = [];
      const code = await runAuditCli(['--kafka', cluster.bootstrap, '--topic', 'identity.events', '--from-beginning'], (l) =>
        lines.push(l),
      );
      expect(code).toBe(1);
      expect(lines.join('\n')).toMatch(/#2 +conflicting-duplicate/);
    });
  });
});

async function auditKafkaEnvelopes(cluster: MockKafka): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  await auditKafka({ brokers: cluster.brokers, topic: 'identity.events', fromBeginning: true, onEvent: (e) => seen.push(e) });
  return seen;
}

async function waitUntil(predicate: () => boolean, ms = 20000): Promise<void> {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
