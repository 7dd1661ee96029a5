import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import * as readline from 'node:readline';
import { createConnection } from 'mysql2/promise';
import { SERVICE_PORTS } from '@cf/platform';
import { startMockKafka, type MockKafka } from '../kafka-mock/mock-kafka';

/**
 * The services the distributed launcher starts, in start order (identity first: the others verify
 * tokens with its JWKS). Adding a service is one line here; one whose main.ts does not exist yet is
 * skipped with a warning.
 */
export const DISTRIBUTED_SERVICES = [
  'identity',
  'site',
  'notifications',
  'wallet',
  'campaigns',
  'investments',
  'repayments',
  'verification',
] as const;

const ROOT = resolve(__dirname, '..', '..');
const REGISTER = './deploy/register.js';

/** Keys that describe one process's own wiring: never inherited from the launcher's environment. */
const PER_PROCESS_KEYS = ['DB_URL', 'PORT', 'HOST', 'KAFKA_BROKERS', 'EVENT_BUS', 'RUN_MODE', 'REDIS_URL', 'IDENTITY_URL', 'DATA_DIR', 'INSTANCE_ID', 'STATIC_DIR', 'SEED_DEMO'];

export interface DistributedOptions {
  /** Which services to start (the gateway starts too unless `gateway: false`). */
  services: readonly string[];
  /** Server URL without a database; default MYSQL_URL or mysql://root@127.0.0.1:3306. */
  mysqlUrl?: string;
  /** `sqlite` gives each process its own SQLite file instead (development and tests only). */
  database?: 'mysql' | 'sqlite';
  /** Database names become cf_<service>_<runId> (tests: unique per run, dropped afterwards). */
  runId?: string;
  /** Extra environment for every child (e.g. CAPTCHA_PROVIDER=none). */
  env?: Record<string, string>;
  /** Existing brokers; default KAFKA_BROKERS, else a mock Kafka cluster is started. */
  kafkaBrokers?: string;
  /** Default REDIS_URL or redis://127.0.0.1:6379. */
  redisUrl?: string;
  nodeEnv?: 'development' | 'test' | 'production';
  /** 'default' uses the well-known ports (gateway 8080); 'random' asks the OS (tests). */
  ports?: 'default' | 'random';
  /** Added to every well-known port (a second copy beside the first: 1000 gives gateway 9080, identity 4101...). */
  portOffset?: number;
  gatewayPort?: number;
  /** The Redis database (0-15) this copy's shared state lives in, so two copies on one Redis do not mix. */
  redisDb?: number;
  /** The built web front end the gateway serves (dist/web); none when unset. */
  staticDir?: string;
  /** Each service loads its demo data after it starts (SEED_DEMO=true; idempotent). */
  seedDemo?: boolean;
  /**
   * Restart a process that exits without being asked to, after a delay that doubles from 1 s to
   * 30 s (reset once it has run for a minute), as a supervisor would. Off: the exit is only reported.
   */
  supervise?: boolean;
  /** A supervised process is being restarted (after `delayMs`). */
  onRestart?: (process: ServiceProcess, attempt: number, delayMs: number) => void;
  gateway?: boolean;
  /**
   * More processes of one service on the same database and Kafka group (replicas, as Kubernetes runs
   * them): `{ investments: 2 }` adds `investments-2` on its own port. Peers and the gateway call the first.
   */
  replicas?: Partial<Record<string, number>>;
  /** Where each process keeps local files (`<dataDir>/<service>`, e.g. the mail outbox). */
  dataDir?: string;
  /** How long one process may take to answer /health/ready. Default 90 s. */
  readyTimeoutMs?: number;
  /** 'prefix': forward children's output as `[name] line`; 'buffer': keep only the last lines (tests). */
  output?: 'prefix' | 'buffer';
  /** stop() also drops this run's databases, including after a failed start (tests). */
  dropDatabasesOnStop?: boolean;
  /** A child exited without being asked to (crash, refused configuration...). */
  onUnexpectedExit?: (process: ServiceProcess, code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface ServiceProcess {
  name: string;
  url: string;
  /** The entry file relative to the repository root. */
  entry: string;
  env: NodeJS.ProcessEnv;
  child: ChildProcess | null;
  pid(): number | undefined;
  running(): boolean;
  /** Spawns the process (again) and waits until /health/ready answers 200. */
  start(): Promise<void>;
  /** Sends a signal and waits for the exit (SIGKILL after 10 s). A stop asked for here is never "unexpected". */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** The last lines the process printed (stdout and stderr). */
  output(): string;
}

export interface DistributedPlatform {
  gatewayUrl: string;
  urls: Record<string, string>;
  /** The mock cluster started for this run; null when KAFKA_BROKERS pointed elsewhere. */
  kafka: MockKafka | null;
  kafkaBrokers: string;
  processes: Map<string, ServiceProcess>;
  /** DB_URL per service. */
  databases: Record<string, string>;
  /** Services left out because their entry file does not exist yet. */
  skipped: string[];
  /** Stops every process (SIGTERM, then SIGKILL after 10 s) and the mock cluster. Idempotent. */
  stop(): Promise<void>;
  /** Drops the databases of this run (tests). */
  dropDatabases(): Promise<void>;
}

/** `redis://host:6379` + 3 → `redis://host:6379/3` (a database already in the URL is replaced). */
export function withRedisDb(url: string, db: number): string {
  if (!Number.isInteger(db) || db < 0 || db > 15) throw new Error(`REDIS_DB must be 0 to 15 (got ${db})`);
  const parsed = new URL(url);
  parsed.pathname = `/${db}`;
  return parsed.toString();
}

export function entryOf(service: string): string {
  return service === 'gateway' ? 'gateway/src/main.ts' : `services/${service}/src/main.ts`;
}

export function databaseNameOf(service: string, runId?: string): string {
  return `cf_${service.replace(/-/g, '_')}${runId ? `_${runId.replace(/[^A-Za-z0-9_]/g, '_')}` : ''}`;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Ready when the process this launcher started — the one that echoes its INSTANCE_ID, not whatever
 * else may answer on that port — says so.
 */
export async function isInstanceReady(url: string, instanceId: string): Promise<boolean> {
  try {
    const live = await fetch(`${url}/health/live`, { signal: AbortSignal.timeout(2000) });
    const body = (await live.json()) as { instance?: string };
    if (body.instance !== instanceId) return false;
    const ready = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) });
    await ready.arrayBuffer();
    return ready.status === 200;
  } catch {
    return false;
  }
}

const RESTART_FIRST_DELAY_MS = 1000;
const RESTART_MAX_DELAY_MS = 30_000;
const RESTART_STABLE_AFTER_MS = 60_000;

/** Every child still running when this process exits is killed: a crashed launcher leaves nothing behind. */
const liveChildren = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
});

function makeProcess(name: string, url: string, env: NodeJS.ProcessEnv, options: DistributedOptions): ServiceProcess {
  const tail: string[] = [];
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restartAttempt = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  let startedAt = 0;

  /** Supervision: start again after a delay that doubles with each crash in a row. */
  const scheduleRestart = (): void => {
    if (Date.now() - startedAt > RESTART_STABLE_AFTER_MS) restartAttempt = 0;
    const delayMs = Math.min(RESTART_MAX_DELAY_MS, RESTART_FIRST_DELAY_MS * 2 ** restartAttempt);
    restartAttempt++;
    options.onRestart?.(proc, restartAttempt, delayMs);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (stopping || proc.running()) return;
      proc.start().catch(() => {
        // The failed start's exit already scheduled the next attempt (or a stop was asked for).
      });
    }, delayMs);
    restartTimer.unref();
  };

  const record = (line: string): void => {
    tail.push(line);
    if (tail.length > 200) tail.shift();
    if (options.output !== 'buffer') process.stdout.write(`[${name}] ${line}\n`);
  };

  const proc: ServiceProcess = {
    name,
    url,
    entry: entryOf(name),
    env,
    get child() {
      return child;
    },
    pid: () => child?.pid,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    output: () => tail.join('\n'),

    async start(): Promise<void> {
      if (proc.running()) throw new Error(`${name} is already running (pid ${child?.pid})`);
      stopping = false;
      startedAt = Date.now();
      const instanceId = randomUUID();
      // CPU_PROF_DIR (benchmarks): each process writes a V8 CPU profile there when it exits.
      const profile = env.CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.CPU_PROF_DIR}`] : [];
      const spawned = spawn(process.execPath, [...profile, '-r', REGISTER, proc.entry], { cwd: ROOT, env: { ...env, INSTANCE_ID: instanceId }, stdio: ['ignore', 'pipe', 'pipe'] });
      child = spawned;
      liveChildren.add(spawned);
      readline.createInterface({ input: spawned.stdout! }).on('line', record);
      readline.createInterface({ input: spawned.stderr! }).on('line', record);
      let exitInfo = '';
      exited = new Promise<void>((done) => {
        spawned.once('exit', (code, signal) => {
          liveChildren.delete(spawned);
          exitInfo = signal ? `signal ${signal}` : `exit code ${code}`;
          if (!stopping) {
            options.onUnexpectedExit?.(proc, code, signal);
            if (options.supervise) scheduleRestart();
          }
          done();
        });
      });
      const deadline = Date.now() + readyTimeoutMs;
      for (;;) {
        if (!proc.running()) {
          await exited;
          throw new Error(`${name} exited (${exitInfo}) before it was ready:\n${tail.slice(-30).join('\n')}`);
        }
        if (await isInstanceReady(url, instanceId)) return;
        if (Date.now() > deadline) {
          await proc.stop('SIGKILL');
          throw new Error(`${name} did not answer ${url}/health/ready within ${readyTimeoutMs} ms:\n${tail.slice(-30).join('\n')}`);
        }
        await sleep(200);
      }
    },

    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      const current = child;
      if (!current || !proc.running()) return exited;
      current.kill(signal);
      const killTimer = setTimeout(() => current.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killTimer);
    },
  };
  return proc;
}

/**
 * The distributed mode on one machine (DESIGN.md §3): Kafka (the librdkafka mock cluster unless
 * KAFKA_BROKERS is given), then each service as its own OS process with its own database, then the
 * gateway. Resolves once every process answers /health/ready.
 */
export async function startDistributedPlatform(options: DistributedOptions): Promise<DistributedPlatform> {
  const nodeEnv = options.nodeEnv ?? ((process.env.NODE_ENV as DistributedOptions['nodeEnv']) || 'development');
  const database = options.database ?? 'mysql';
  const mysqlBase = (options.mysqlUrl ?? process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
  const redisBase = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisUrl = options.redisDb === undefined ? redisBase : withRedisDb(redisBase, options.redisDb);
  const dataDir = resolve(options.dataDir ?? join('data', 'distributed'));
  const withGateway = options.gateway ?? true;

  const skipped: string[] = [];
  const names: string[] = [];
  for (const name of options.services) {
    if (existsSync(join(ROOT, entryOf(name)))) names.push(name);
    else skipped.push(name);
  }
  if (withGateway && !existsSync(join(ROOT, entryOf('gateway'))))
    throw new Error(`the gateway's entry ${entryOf('gateway')} does not exist`);

  const offset = options.portOffset ?? 0;
  const port = async (name: string): Promise<number> => {
    const wellKnown = (SERVICE_PORTS as Record<string, number>)[name];
    return options.ports === 'random' || wellKnown === undefined ? freePort() : wellKnown + offset;
  };
  const urls: Record<string, string> = {};
  for (const name of names) urls[name] = `http://127.0.0.1:${await port(name)}`;
  const gatewayPort = options.gatewayPort ?? (await port('gateway'));
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  if (withGateway) urls.gateway = gatewayUrl;
  const identityUrl = urls.identity ?? `http://127.0.0.1:${SERVICE_PORTS.identity}`;

  const databases: Record<string, string> = {};
  for (const name of names) {
    databases[name] =
      database === 'sqlite' ? `sqlite:${join(dataDir, name, `${name}.sqlite`)}` : `${mysqlBase}/${databaseNameOf(name, options.runId)}`;
  }

  const externalBrokers = options.kafkaBrokers ?? process.env.KAFKA_BROKERS;
  const kafka = externalBrokers ? null : await startMockKafka({ brokers: 1 });
  const kafkaBrokers = externalBrokers ?? kafka!.bootstrap;

  const baseEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of PER_PROCESS_KEYS) delete baseEnv[key];
  Object.assign(baseEnv, {
    NODE_ENV: nodeEnv,
    RUN_MODE: 'distributed',
    KAFKA_BROKERS: kafkaBrokers,
    // The mock cluster takes a 3 s session (a stock broker's minimum is 6 s): a crashed service's
    // consumers are back about 2 s after its restart (ADR 0025). Brokers of one's own keep their setting.
    ...(externalBrokers ? {} : { KAFKA_SESSION_TIMEOUT_MS: process.env.KAFKA_SESSION_TIMEOUT_MS ?? '3000' }),
    REDIS_URL: redisUrl,
    IDENTITY_URL: identityUrl,
    PUBLIC_URL: process.env.PUBLIC_URL ?? gatewayUrl,
    ...(options.seedDemo ? { SEED_DEMO: 'true' } : {}),
    ...options.env,
  });

  const processes = new Map<string, ServiceProcess>();
  for (const name of names) {
    mkdirSync(join(dataDir, name), { recursive: true });
    // Services call each other's APIs (e.g. campaigns reads site settings): each learns the others' URLs.
    const peers = Object.fromEntries(names.filter((n) => n !== 'identity').map((n) => [`${n.toUpperCase().replace(/-/g, '_')}_URL`, urls[n]]));
    const env = { ...baseEnv, ...peers, PORT: new URL(urls[name]).port, DB_URL: databases[name], DATA_DIR: join(dataDir, name) };
    processes.set(name, makeProcess(name, urls[name], env, options));
    for (let replica = 2; replica <= (options.replicas?.[name] ?? 1); replica++) {
      const replicaUrl = `http://127.0.0.1:${await freePort()}`;
      processes.set(`${name}-${replica}`, makeProcess(name, replicaUrl, { ...env, PORT: new URL(replicaUrl).port }, options));
    }
  }
  if (withGateway) {
    const env: NodeJS.ProcessEnv = { ...baseEnv, PORT: String(gatewayPort), DATA_DIR: join(dataDir, 'gateway'), ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}) };
    for (const name of names) env[`${name.toUpperCase().replace(/-/g, '_')}_URL`] = urls[name];
    processes.set('gateway', makeProcess('gateway', gatewayUrl, env, options));
  }

  const dropDatabases = async (): Promise<void> => {
    if (database === 'sqlite') return;
    const connection = await createConnection(mysqlBase);
    try {
      for (const name of names) await connection.query(`DROP DATABASE IF EXISTS \`${databaseNameOf(name, options.runId)}\``);
    } finally {
      await connection.end();
    }
  };

  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      // The gateway first (no new requests), then the services, then Kafka.
      const gateway = processes.get('gateway');
      if (gateway) await gateway.stop();
      await Promise.all([...processes.values()].filter((p) => p.name !== 'gateway').map((p) => p.stop()));
      await kafka?.stop();
      if (options.dropDatabasesOnStop) await dropDatabases();
    })();
    return stopped;
  };

  try {
    // Identity first (the others ask it for signing keys), then the rest side by side, then the gateway.
    const [first, ...rest] = names;
    if (first) await processes.get(first)!.start();
    await Promise.all(rest.map((name) => processes.get(name)!.start()));
    await Promise.all([...processes.entries()].filter(([key, p]) => key !== p.name && p.name !== 'gateway').map(([, p]) => p.start()));
    if (withGateway) await processes.get('gateway')!.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { gatewayUrl, urls, kafka, kafkaBrokers, processes, databases, skipped, stop, dropDatabases };
}
