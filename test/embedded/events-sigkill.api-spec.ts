import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { sendJson, waitFor } from '@cf/testing';

/**
 * Issue 34, "a durable embedded log": the embedded platform (`npm start`, every service in one
 * process on SQLite) is killed with SIGKILL while a wave of sign-ups and activation-link re-sends is
 * being handled, then started again on the same data. Every event identity committed reaches every
 * consumer exactly once: one activation e-mail per activation link issued (counted in the dev
 * mailbox), one inbox row per handler and event in the wallet, verification and notifications
 * (whose effects commit with it), none missing and none twice.
 */
const ROOT = resolve(__dirname, '..', '..');
const SIGN_UPS = 160;
const CONCURRENCY = 8;
const KILL_AFTER = 80;
const PASSWORD = 'Muscat#2026pass';

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

describe('[issue 34] the embedded platform killed with SIGKILL mid-wave loses no event and repeats no effect', () => {
  const runId = randomBytes(3).toString('hex');
  const dataDir = join(ROOT, 'tmp', 'embedded', `events-sigkill-${runId}`);
  let child: ChildProcess | null = null;
  let output = '';
  let gateway = '';

  const start = async (): Promise<void> => {
    const port = await freePort();
    gateway = `http://127.0.0.1:${port}`;
    output = '';
    child = spawn(process.execPath, ['-r', './deploy/register.js', 'deploy/embedded/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(port),
        SERVICE_PORTS: 'random',
        SEED_DEMO: 'false',
        SKIP_WEB_BUILD: 'true',
        LOG_LEVEL: 'error',
        CAPTCHA_PROVIDER: 'none',
        ARGON2_MEMORY_COST: '1024',
        ARGON2_TIME_COST: '1',
        RATE_LIMIT_DEFAULT_MAX: '100000',
        RATE_LIMIT_STRICT_MAX: '100000',
        OUTBOX_POLL_MS: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    await waitFor(() => output.includes('platform is running'), { timeoutMs: 90_000, intervalMs: 100, what: () => `the embedded platform to start; its output: ${output}` });
  };

  const kill = async (): Promise<void> => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGKILL');
    await exited;
  };

  beforeAll(() => mkdirSync(dataDir, { recursive: true }));
  afterAll(async () => {
    await kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Reads a service's SQLite file as an auditor would (read-only, while the platform runs). */
  const query = <T>(service: string, sql: string, ...params: unknown[]): T[] => {
    const db = new Database(join(dataDir, `${service}.sqlite`), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  };

  it('delivers every committed sign-up and activation link exactly once after the restart', async () => {
    await start();
    const emails = Array.from({ length: SIGN_UPS }, (_, i) => `wave.${runId}.${i}@example.com`);
    let answered = 0;
    let next = 0;
    const killed = { at: 0 };
    const worker = async (): Promise<void> => {
      while (next < emails.length) {
        const email = emails[next++];
        try {
          const signUp = await sendJson(`${gateway}/api/v1/users/signup?lng=en`, {
            method: 'POST',
            body: { firstName: 'Wave', lastName: 'Tester', email, password: PASSWORD, passwordConfirm: PASSWORD, acceptTerms: true, language: 'en', userType: 'investor' },
          });
          if (signUp.status === 201) await sendJson(`${gateway}/api/v1/users/resendUserActivationLink?lng=en`, { method: 'POST', body: { email } });
        } catch {
          // The process is gone: this request's outcome is what identity committed, counted below.
        }
        answered += 1;
        if (answered === KILL_AFTER && !killed.at) {
          killed.at = Date.now();
          await kill();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(killed.at).toBeGreaterThan(0);

    // What the killed process left: committed events, some not handled yet by every consumer.
    await start();
    type Issued = { email: string; events: number };
    const registered = query<{ id: string; aggregateId: string }>('identity', "SELECT id, aggregateId FROM outbox_events WHERE type = 'identity.user-registered'");
    const issued = query<Issued>(
      'identity',
      "SELECT json_extract(data, '$.email') AS email, COUNT(*) AS events FROM outbox_events WHERE type = 'identity.activation-link-issued' GROUP BY json_extract(data, '$.email')",
    );
    expect(registered.length).toBeGreaterThan(KILL_AFTER / 2);
    const expectedLinks = issued.reduce((sum, row) => sum + row.events, 0);
    expect(expectedLinks).toBeGreaterThan(registered.length);

    const handledOnce = (service: string, type: string) =>
      query<{ consumer: string; events: number }>(service, 'SELECT consumer, COUNT(*) AS events FROM inbox_events WHERE eventType = ? GROUP BY consumer', type);
    const consumers: Array<[string, string]> = [
      ['wallet', 'identity.user-registered'],
      ['verification', 'identity.user-registered'],
      ['notifications', 'identity.user-registered'],
      ['notifications', 'identity.activation-link-issued'],
    ];
    const behind = () =>
      consumers.flatMap(([service, type]) => {
        const expected = type === 'identity.user-registered' ? registered.length : expectedLinks;
        return handledOnce(service, type)
          .filter((row) => row.events !== expected)
          .map((row) => `${row.consumer}: ${row.events} of ${expected}`);
      });
    await waitFor(() => behind().length === 0, { timeoutMs: 60_000, intervalMs: 250, what: () => `every handler to have handled every event once: ${behind().join(', ')}; output: ${output}` });
    for (const [service, type] of consumers) expect(handledOnce(service, type).length).toBeGreaterThan(0);

    // The effect a user notices: one activation e-mail per link issued, none lost, none twice.
    const sent = query<{ to: string; mails: number }>('notifications', "SELECT \"to\", COUNT(*) AS mails FROM mail_messages WHERE template = 'activation-link' GROUP BY \"to\"");
    expect(Object.fromEntries(sent.map((row) => [row.to, row.mails]))).toEqual(Object.fromEntries(issued.map((row) => [row.email, row.events])));
    const mailbox = await sendJson(`${gateway}/api/v1/dev/mailbox?to=${encodeURIComponent(issued[0].email)}`, { method: 'GET' });
    expect((mailbox.body.data?.data as unknown as unknown[] | undefined)?.length ?? (mailbox.body.data as unknown as unknown[]).length).toBe(issued[0].events);
    await kill();
  }, 240_000);
});
