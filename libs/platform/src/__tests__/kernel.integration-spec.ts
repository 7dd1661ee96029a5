import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type EventEnvelope } from '@cf/contracts';
import { verifyEventChain } from '../events/event-chain';
import { DataSource } from 'typeorm';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceApp, FileAreas, StoredFiles, InProcessEventBus, OutboxEventRow, OutboxRelayLifecycle, EventConsumers, parseConfig, platformConfigSchema, toEnvelope, InboxEventRow, ParkedEventRow, handlerFailures, HANDLER_ATTEMPTS, type HandlerFailure } from '../index';
import { dropTestDatabase, makeTestDbUrl, testDatabaseKind } from '@cf/testing';
import { Note, noteFaults, noteGate, NoteEffect, NoteEffects, probeModule } from './probe-service';

describe('service kernel (outbox, inbox, envelopes, idempotency)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  const dbUrl = makeTestDbUrl('probe');

  beforeAll(async () => {
    const config = parseConfig(platformConfigSchema, { serviceName: 'probe', nodeEnv: 'test', port: 0, dbUrl, identityUrl: 'http://127.0.0.1:9', logLevel: 'silent', outboxPollMs: 20 });
    app = await createServiceApp(probeModule(config) as never, config, { title: 'probe' });
    dataSource = app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await InProcessEventBus.shared().close();
    await dropTestDatabase(dbUrl);
  });

  const inject = (opts: Parameters<NestFastifyApplication['inject']>[0]) => app.inject(opts);
  const waitFor = async (predicate: () => Promise<boolean>, ms = 5000): Promise<void> => {
    const until = Date.now() + ms;
    while (!(await predicate())) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('[issue 40] keeps files in the service\'s own database (written once), and moves an old install\'s files from the disk into it', async () => {
    const files = app.get(FileAreas);
    expect(files.store.kind).toBe('database');
    const legacy = mkdtempSync(join(tmpdir(), 'legacy-uploads-'));
    try {
      const area = new StoredFiles(files, 'probe/images', legacy);
      const key = await area.save(Buffer.from('%PDF-1.7 contract'), 'pdf');
      expect(await area.read(key)).toEqual({ bytes: Buffer.from('%PDF-1.7 contract'), contentType: 'application/pdf' });
      expect(readdirSync(legacy)).toEqual([]);
      // A key is written once: the same key again is refused by the database.
      await expect(files.store.put(`probe/images/${key}`, Buffer.from('other'))).rejects.toThrow();
      // Files an old install kept on the disk: one moved at start, one when it is first read.
      const atStart = `${randomUUID()}.png`;
      const onRead = `${randomUUID()}.jpg`;
      writeFileSync(join(legacy, atStart), Buffer.from('png bytes'));
      writeFileSync(join(legacy, 'not-a-key.txt'), 'left alone');
      expect(await files.moveLegacyFiles()).toBe(1);
      writeFileSync(join(legacy, onRead), Buffer.from('jpg bytes'));
      expect((await area.read(onRead))?.bytes.toString()).toBe('jpg bytes');
      expect((await area.read(atStart))?.bytes.toString()).toBe('png bytes');
      expect(readdirSync(legacy)).toEqual(['not-a-key.txt']);
      await area.remove(atStart);
      expect(await area.read(atStart)).toBeNull();
      expect(await area.read('../../etc/passwd')).toBeNull();
    } finally {
      rmSync(legacy, { recursive: true, force: true });
    }
  });

  it('answers success in the { status, data: { data } } envelope', async () => {
    const res = await inject({ method: 'POST', url: '/api/v1/notes', payload: { text: 'hello', stars: 3 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', data: { data: { id: expect.any(String) } } });
  });

  it('answers a validation failure with 400, a translated message and errors per field', async () => {
    const res = await inject({ method: 'POST', url: '/api/v1/notes?lng=ar', payload: { text: 'x', stars: 9 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('fail');
    expect(body.errors).toEqual(expect.arrayContaining([{ field: 'text', msg: 'يرجى إدخال قيمة صالحة' }, { field: 'stars', msg: 'يرجى إدخال قيمة صالحة' }]));
  });

  it('answers a business error with its status and the message in the requested language', async () => {
    const res = await inject({ method: 'POST', url: '/api/v1/notes?language=fr', payload: { text: 'forbidden', stars: 1 } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'fail', message: "Vous n'êtes pas autorisé à effectuer cette action" });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await inject({ method: 'POST', url: '/api/v1/notes?lng=en', headers: { 'content-type': 'application/json' }, payload: '{"text": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'fail', message: 'The request body is not valid JSON' });
  });

  it('answers a body nested 10,000 deep with 400 and a message, never 500 (with and without an Idempotency-Key)', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const headers of [{}, { 'idempotency-key': `deep-${Date.now()}` }]) {
      const res = await inject({ method: 'POST', url: '/api/v1/notes?lng=en', headers: { 'content-type': 'application/json', ...headers }, payload: `{"text":"abc","stars":2,"x":${deep}}` });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: 'fail', message: 'The request body is nested too deeply' } });
    }
    const fine = await inject({ method: 'POST', url: '/api/v1/notes', payload: { text: 'shallow', stars: 2, x: [[[[1]]]] } });
    expect(fine.statusCode).toBe(201);
  });

  it('hides internal errors behind a generic 500 message', async () => {
    const res = await inject({ method: 'GET', url: '/api/v1/notes/boom?lng=en' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'fail', message: 'An error has occurred' });
  });

  it('refuses protected routes without a token and unknown paths with 404 envelopes', async () => {
    expect((await inject({ method: 'GET', url: '/api/v1/notes/mine?lng=en' })).json()).toEqual({ status: 'fail', message: 'Please sign in to continue' });
    const missing = await inject({ method: 'GET', url: '/api/v1/nothing-here?lng=en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('fail');
  });

  it('echoes the correlation id it was given', async () => {
    const res = await inject({ method: 'GET', url: '/health/live', headers: { 'x-correlation-id': 'corr-123' } });
    expect(res.headers['x-correlation-id']).toBe('corr-123');
    expect((await inject({ method: 'GET', url: '/health/ready' })).json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it with another body', async () => {
    const headers = { 'idempotency-key': `note-${Date.now()}` };
    const sends = await Promise.all(Array.from({ length: 5 }, () => inject({ method: 'POST', url: '/api/v1/notes', headers, payload: { text: 'same', stars: 2 } })));
    const ids = new Set(sends.map((r) => r.json().data.data.id));
    expect(sends.every((r) => r.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    const other = await inject({ method: 'POST', url: '/api/v1/notes?lng=en', headers, payload: { text: 'different', stars: 2 } });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used with a different request');
  });

  it('records an Idempotency-Key in the transaction of its effect: nothing of either is committed before the answer, and a retry replays it', async () => {
    const key = `gate-${Date.now()}`;
    let open!: () => void;
    noteGate.reached = false;
    noteGate.release = new Promise<void>((resolve) => (open = resolve));
    const first = inject({ method: 'POST', url: '/api/v1/notes', headers: { 'idempotency-key': key }, payload: { text: `gate ${key}`, stars: 3 } });
    await waitFor(async () => noteGate.reached);
    // A SIGKILL here loses the effect and the key together. MariaDB's other connections see only
    // committed rows (SQLite has one connection, which sees its own open transaction).
    if (testDatabaseKind() === 'mysql') {
      expect(await dataSource.query('SELECT COUNT(*) AS n FROM idempotency_records')).toEqual(await dataSource.query('SELECT COUNT(*) AS n FROM idempotency_records WHERE state = ?', ['done']));
      expect(await dataSource.getRepository(Note).countBy({ text: `gate ${key}` })).toBe(0);
    }
    open();
    const answered = await first;
    expect(answered.statusCode).toBe(201);
    const retried = await inject({ method: 'POST', url: '/api/v1/notes', headers: { 'idempotency-key': key }, payload: { text: `gate ${key}`, stars: 3 } });
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().data.data.id).toBe(answered.json().data.data.id);
    expect(await dataSource.getRepository(Note).countBy({ text: `gate ${key}` })).toBe(1);
  });

  it('publishes every outbox event once in a verifiable hash chain, and consumers apply each once', async () => {
    const relay = app.get(OutboxRelayLifecycle).relay;
    for (let i = 0; i < 5; i++) await inject({ method: 'POST', url: '/api/v1/notes', payload: { text: `note ${i}`, stars: 1 } });
    await relay.flush();
    const rows = await dataSource.getRepository(OutboxEventRow).find({ order: { sequence: 'ASC' } });
    expect(rows.every((r) => r.publishedAt !== null)).toBe(true);
    const envelopes = rows.map((r) => toEnvelope('probe', r));
    expect(verifyEventChain(envelopes)).toEqual([]);
    await waitFor(async () => (await dataSource.getRepository(NoteEffect).count()) === rows.length);
  });

  it('leaves exactly one effect when the relay crashes after publishing but before marking', async () => {
    const relay = app.get(OutboxRelayLifecycle).relay;
    await relay.stop();
    await inject({ method: 'POST', url: '/api/v1/notes', payload: { text: 'crash test', stars: 1 } });
    await relay.sealPending();
    const [row] = await dataSource.getRepository(OutboxEventRow).find({ where: { publishedAt: undefined }, order: { sequence: 'DESC' }, take: 1 });
    await relay.publishBatch([row]); // published, then "crash": never marked
    await relay.flush(); // restart publishes it again
    await waitFor(async () => (await dataSource.getRepository(NoteEffect).countBy({ noteId: row.aggregateId })) >= 1);
    // The bus has handled everything it holds, the second copy included: only then is "once" a fact.
    await waitFor(async () => InProcessEventBus.shared().backlog().every((entry) => entry.pending === 0 && !entry.handling));
    expect(await dataSource.getRepository(NoteEffect).countBy({ noteId: row.aggregateId })).toBe(1);
    relay.start();
  });

  it('applies an event delivered twice (even concurrently) exactly once', async () => {
    const consumers = app.get(EventConsumers);
    const res = await inject({ method: 'POST', url: '/api/v1/notes', payload: { text: 'twice', stars: 1 } });
    const noteId = res.json().data.data.id;
    await app.get(OutboxRelayLifecycle).relay.flush();
    const row = await dataSource.getRepository(OutboxEventRow).findOneByOrFail({ aggregateId: noteId });
    const message = { topic: 'probe.events', key: noteId, value: JSON.stringify(toEnvelope('probe', row)) };
    const before = NoteEffects.handled;
    // Every delivery has returned here (committed or dropped through the inbox).
    await Promise.all([consumers.dispatch(message), consumers.dispatch(message), consumers.dispatch(message)]);
    expect(await dataSource.getRepository(NoteEffect).countBy({ noteId })).toBe(1);
    expect(await dataSource.getRepository(InboxEventRow).countBy({ eventId: row.id })).toBe(1);
    expect(NoteEffects.handled - before).toBeLessThanOrEqual(3);
  });

  describe('a message a handler cannot process', () => {
    const write = async (text: string): Promise<string> => (await inject({ method: 'POST', url: '/api/v1/notes', payload: { text, stars: 1 } })).json().data.data.id;
    const effects = (noteId: string) => dataSource.getRepository(NoteEffect).countBy({ noteId });
    const parkedFor = async (noteId: string) => {
      const event = await dataSource.getRepository(OutboxEventRow).findOneByOrFail({ aggregateId: noteId });
      return dataSource.getRepository(ParkedEventRow).findOneBy({ eventId: event.id });
    };
    const reported: HandlerFailure[] = [];
    let stopListening: () => void = () => undefined;
    beforeAll(() => {
      stopListening = handlerFailures.listen((failure) => reported.push(failure));
    });
    afterAll(() => stopListening());

    it('is retried a bounded number of times, then parked with its error; the messages after it are handled meanwhile; a replay after the fix applies it once', async () => {
      const poison = await write('poison pill');
      const after = [await write('after one'), await write('after two')];
      await waitFor(async () => (await effects(after[0])) === 1 && (await effects(after[1])) === 1, 10_000);
      const parked = await parkedFor(poison);
      expect(parked).toMatchObject({ consumer: 'probe.NoteEffects.onNoteWritten', eventType: 'probe.note-written', topic: 'probe.events', reason: 'retries', attempts: HANDLER_ATTEMPTS.unknown, replayedAt: null });
      expect(parked!.error).toContain("reading 'owner'");
      expect(await effects(poison)).toBe(0);
      expect(reported.filter((f) => f.eventId === parked!.eventId).map((f) => f.parked ?? null)).toEqual([null, null, null, null, 'retries']);
      const consumers = app.get(EventConsumers);
      expect((await consumers.parked()).map((row) => row.id)).toContain(parked!.id);
      // Readiness says how many wait for an operator; their list and replay are an administrator's only.
      expect((await inject({ method: 'GET', url: '/health/ready' })).json().parkedEvents).toBeGreaterThanOrEqual(1);
      // ...and so do the metrics an alert reads: the parked count, the failures that parked, the lag per topic.
      const metrics = await inject({ method: 'GET', url: '/metrics' });
      expect(metrics.headers['content-type']).toContain('text/plain');
      expect(metrics.body).toMatch(/^cf_parked_events\{service="probe"\} [1-9]/m);
      expect(metrics.body).toMatch(/^cf_event_handler_failures_total\{event_type="probe.note-written",parked="true",service="probe"\} [1-9]/m);
      expect(metrics.body).toMatch(/^cf_consumer_lag_messages\{group="probe-consumers",topic="probe.events",service="probe"\} 0$/m);
      expect((await inject({ method: 'GET', url: '/internal/parked-events' })).statusCode).toBe(401);
      expect((await inject({ method: 'POST', url: `/internal/parked-events/${parked!.id}/replay` })).statusCode).toBe(401);

      // Replayed before the fix: still parked, with the new error.
      expect(await consumers.replay(parked!.id)).toMatchObject({ outcome: 'failed' });
      noteFaults.fixed = true;
      expect(await consumers.replay(parked!.id)).toEqual({ outcome: 'replayed' });
      expect(await consumers.replay(parked!.id)).toEqual({ outcome: 'already-replayed' });
      expect(await effects(poison)).toBe(1);
      expect((await consumers.parked()).map((row) => row.id)).not.toContain(parked!.id);
      expect(await consumers.replay('no-such-id')).toEqual({ outcome: 'not-found' });
    });

    it('is parked at once when its handler says it can never pass, and a deadlock is retried until it passes', async () => {
      const never = await write('never to be');
      const flaky = await write('flaky but fine');
      await waitFor(async () => (await effects(flaky)) === 1 && (await parkedFor(never)) !== null, 10_000);
      expect(await parkedFor(never)).toMatchObject({ reason: 'unprocessable', attempts: 1 });
      expect(await parkedFor(flaky)).toBeNull();
      expect(noteFaults.flakyAttempts.size).toBeGreaterThan(0);
    });
  });

  it('detects a tampered outbox row when the chain is verified', async () => {
    const rows = await dataSource.getRepository(OutboxEventRow).find({ order: { sequence: 'ASC' } });
    const envelopes: EventEnvelope[] = rows.map((r) => toEnvelope('probe', r));
    envelopes[1] = { ...envelopes[1], data: { ...envelopes[1].data, text: 'rewritten' } };
    expect(verifyEventChain(envelopes)).toEqual([{ sequence: envelopes[1].sequence, eventId: envelopes[1].id, problem: 'hash-mismatch' }]);
  });
});
