import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { sendJson, untilAnswered as retryUntilAnswered, type JsonAnswer } from '@cf/testing';
import { payloadOf, startCrashPlatform, walletLedger, type CrashPlatform } from './support/crash-platform';
import { childAccepted, publishToKafka, testInvestors, waitUntil } from './support/investments-events';

/**
 * Issue 37: the wallet as its own OS process, killed with SIGKILL while guardians move money into
 * and out of their children's wallets (ADR 0026), then started again. Each client retries with the
 * same Idempotency-Key until it has an answer. Checked: every client learned its outcome, a retry
 * replays it, nothing moved twice (both wallets' balances and lists), and `ledger:check` passes,
 * `child-money-apart` included.
 */
const ROOT = resolve(__dirname, '..', '..');
const run = promisify(execFile);
const OMR = 1000;
const GUARDIANS = 8;
const FUNDING = 100 * OMR;
const BASE = 10 * OMR; // in each child's wallet before the storm, so withdrawals never wait for top-ups
const IN = 1 * OMR;
const OUT = OMR / 2;
const EACH = 5; // top-ups and as many withdrawals per guardian: 8 × 10 = 80 requests

describe('[issue 37] the wallet killed with SIGKILL while guardians move money into and out of their children\'s wallets', () => {
  let crash: CrashPlatform;
  let guardians: Array<{ userId: string; token: string; childId: string }>;
  const serverErrors: string[] = [];

  beforeAll(async () => {
    crash = await startCrashPlatform('child-wallets', ['wallet'], {});
    guardians = (await testInvestors(GUARDIANS)).map((g) => ({ ...g, childId: randomUUID() }));
  }, 240_000);
  afterAll(async () => {
    await crash?.stop();
  }, 60_000);

  const wallet = () => crash.process('wallet');
  const call = async (method: string, path: string, options: { token?: string; key?: string; body?: unknown } = {}): Promise<JsonAnswer> => {
    const answer = await sendJson(`${wallet().url}/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { method, ...options });
    if (answer.status >= 500 && answer.status !== 503) serverErrors.push(`${method} ${path} → ${answer.status}`);
    return answer;
  };
  const untilAnswered = (path: string, options: { token: string; key: string; body: unknown }, deadline: number) =>
    retryUntilAnswered(() => call('POST', path, options), deadline, { what: `POST ${path} (key ${options.key})`, output: () => wallet().output().slice(-3000) });
  const move = (g: (typeof guardians)[number], direction: 'in' | 'out', amount: number, deadline: number) => {
    const path = direction === 'in' ? 'wallet/add-wallet-topup/child' : 'wallet/child-wallet-withdraw';
    const key = `child-${direction}-${randomUUID()}`;
    const body = { childId: g.childId, amount };
    return untilAnswered(path, { token: g.token, key, body }, deadline).then((answer) => ({ g, path, key, body, answer, transactionId: (payloadOf(answer).id as string | undefined) ?? null }));
  };
  const balances = async (g: (typeof guardians)[number]) => ({
    guardian: payloadOf(await call('GET', 'wallet/get-user-wallet-detail', { token: g.token })).balance as number,
    child: payloadOf(await call('GET', `wallet/get-child-wallet-detail/${g.childId}`, { token: g.token })).balance as number,
  });

  it('every guardian learns each outcome, a retry replays it, nothing moves twice, and the books (child money apart) reconcile', async () => {
    const ledger = walletLedger(wallet());
    for (const g of guardians) {
      const funded = await ledger.call('POST', 'transfers', {
        transferId: `fund-${g.userId}`,
        reason: 'admin_credit',
        entries: [
          { account: { kind: 'suspense', owner: 'platform', currency: 'OMR' }, amount: -FUNDING },
          { account: { kind: 'user_wallet', owner: g.userId, currency: 'OMR' }, amount: FUNDING },
        ],
      });
      expect(funded.status).toBe(200);
    }
    // Verification's acceptances, as verification publishes them.
    await publishToKafka(crash.platform.kafkaBrokers, `crash-test-${crash.runId}`, guardians.map((g) => childAccepted(g.childId, g.userId)));
    await waitUntil(
      async () => (await Promise.all(guardians.map((g) => call('GET', 'wallet/get-child-wallet-list', { token: g.token })))).every((a) => payloadOf(a).totalCount === 1),
      60_000,
      'the children to reach the wallet over Kafka',
      () => wallet().output(),
    );
    const setup = Date.now() + 60_000;
    for (const g of guardians) expect((await move(g, 'in', BASE, setup)).answer.status).toBe(200);

    // The storm; the wallet is killed once a quarter has an answer.
    const deadline = Date.now() + 150_000;
    let answered = 0;
    const count = <T>(p: Promise<T>): Promise<T> => p.finally(() => (answered += 1));
    const storm = Promise.all(guardians.flatMap((g) => [...Array.from({ length: EACH }, () => count(move(g, 'in', IN, deadline))), ...Array.from({ length: EACH }, () => count(move(g, 'out', OUT, deadline)))]));
    await waitUntil(async () => answered >= 20, 60_000, 'a quarter of the storm to be answered', () => wallet().output());
    const inFlight = GUARDIANS * EACH * 2 - answered;
    await wallet().stop('SIGKILL');
    await wallet().start();
    const outcomes = await storm;
    console.log(`killed with ${inFlight} child-wallet moves in flight`);

    expect(serverErrors).toEqual([]);
    expect(outcomes.filter((o) => o.answer.status !== 200).map((o) => `${o.path} ${o.answer.status} ${o.answer.body.message}`)).toEqual([]);
    expect(new Set(outcomes.map((o) => o.transactionId)).size).toBe(outcomes.length);
    const replays = await Promise.all(outcomes.map((o) => call('POST', o.path, { token: o.g.token, key: o.key, body: o.body })));
    expect(replays.map((r) => [r.status, payloadOf(r).id])).toEqual(outcomes.map((o) => [200, o.transactionId]));
    for (const g of guardians) {
      expect(await balances(g)).toEqual({ guardian: FUNDING - BASE - EACH * IN + EACH * OUT, child: BASE + EACH * IN - EACH * OUT });
      const list = payloadOf(await call('GET', `wallet/get-child-wallet-transaction-list/${g.childId}?limit=50`, { token: g.token }));
      expect(list.totalCount).toBe(1 + 2 * EACH);
    }

    const env = { ...process.env, DB_URL: crash.platform.databases.wallet };
    const checked = await run('npm', ['run', '-s', 'ledger:check'], { cwd: ROOT, env }).catch((e: { stdout: string; stderr: string }) => e);
    expect(checked.stdout + checked.stderr).not.toMatch(/FAIL/);
    expect(checked.stdout).toMatch(/child-money-apart/);
  }, 360_000);
});
