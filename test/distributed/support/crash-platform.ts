import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sendJson, startTestJwks, testDatabaseKind, type JsonAnswer } from '@cf/testing';
import { startDistributedPlatform, type DistributedPlatform, type ServiceProcess } from '@cf/deploy';

const ROOT = resolve(__dirname, '..', '..', '..');
const DEV_INTERNAL_TOKEN = 'dev-internal-token-change-me-in-production';

export interface CrashPlatform {
  platform: DistributedPlatform;
  runId: string;
  process(name: string): ServiceProcess;
  stop(): Promise<void>;
}

/**
 * The services of a crash test as OS processes (the distributed wiring, no gateway), each with its
 * own database, tokens checked against a test JWKS (no identity service runs), output kept for the
 * failure message; `stop()` also drops the databases and the data directory.
 */
export async function startCrashPlatform(name: string, services: string[], env: Record<string, string>, replicas: Record<string, number> = {}): Promise<CrashPlatform> {
  const runId = randomBytes(3).toString('hex');
  const dataDir = join(ROOT, 'tmp', 'distributed', `${name}-${runId}`);
  const jwks = await startTestJwks();
  const platform = await startDistributedPlatform({
    services: services as never,
    gateway: false,
    runId,
    database: testDatabaseKind(),
    ports: 'random',
    nodeEnv: 'test',
    output: 'buffer',
    dataDir,
    readyTimeoutMs: 120_000,
    dropDatabasesOnStop: true,
    replicas,
    env: { IDENTITY_URL: jwks.url, LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'warn', OUTBOX_POLL_MS: '50', ...env },
  });
  return {
    platform,
    runId,
    process: (service) => platform.processes.get(service)!,
    async stop() {
      await platform.stop();
      await jwks.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a JSON answer's success envelope holds (`data.data`). */
export const payloadOf = (answer: JsonAnswer): Record<string, any> => answer.body.data?.data ?? {};

/** The wallet's ledger as another service calls it (the development credential). */
export function walletLedger(wallet: ServiceProcess) {
  const call = (method: string, path: string, body?: unknown) => sendJson(`${wallet.url}/internal/ledger/${path}`, { method, body, headers: { 'x-internal-token': DEV_INTERNAL_TOKEN } });
  return {
    call,
    balance: async (kind: string, owner: string): Promise<number> => payloadOf(await call('GET', `balances?kind=${kind}&owner=${owner}&currency=OMR`)).balance as number,
    /** Credits a user's wallet from the platform's suspense account, as an administrator's credit does; once per user. */
    fund: async (userId: string, amount: number): Promise<JsonAnswer> =>
      call('POST', 'transfers', {
        transferId: `fund-${userId}`,
        reason: 'admin_credit',
        entries: [
          { account: { kind: 'suspense', owner: 'platform', currency: 'OMR' }, amount: -amount },
          { account: { kind: 'user_wallet', owner: userId, currency: 'OMR' }, amount },
        ],
      }),
  };
}
