/**
 * `npm run start:distributed`: every service as its own OS process on this machine, each with its
 * own MariaDB database, Kafka between them (the librdkafka mock cluster unless KAFKA_BROKERS is set),
 * Redis for shared state, the gateway in front serving the built web front end, and each process
 * supervised: one that crashes is restarted with back-off while the others keep serving.
 * See deploy/README.md.
 *
 * Environment (read here only, see distributedSettingsFromEnv): MYSQL_URL (server without
 * database, default mysql://root@127.0.0.1:3306), DB_SUFFIX (databases cf_<service>_<suffix>),
 * PORT_OFFSET (added to every well-known port) or SERVICE_PORTS=random, GATEWAY_PORT, KAFKA_BROKERS,
 * REDIS_URL (default redis://127.0.0.1:6379) and REDIS_DB, SEED_DEMO=true (demo accounts and
 * campaigns), STATIC_DIR (default dist/web when built), DATA_DIR (default data/distributed),
 * NODE_ENV (default development), DISTRIBUTED_SERVICES (comma-separated subset), PUBLIC_URL, and
 * anything the services read (CAPTCHA_PROVIDER, SMTP_URL...), which is passed through to them.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DISTRIBUTED_SERVICES, startDistributedPlatform, type DistributedOptions, type DistributedPlatform } from './start-distributed';

const WEB_DIST = resolve(__dirname, '..', '..', 'dist', 'web');

const integer = (name: string, value: string | undefined, min: number, max: number): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  return parsed;
};

/** The launcher's own settings, all from the environment, so a second copy can run beside the first. */
export function distributedSettingsFromEnv(env: NodeJS.ProcessEnv): Omit<DistributedOptions, 'output' | 'onUnexpectedExit' | 'onRestart'> {
  const suffix = env.DB_SUFFIX?.trim();
  if (suffix && !/^[A-Za-z0-9_]{1,20}$/.test(suffix)) throw new Error(`DB_SUFFIX is letters, digits and _ (at most 20; got "${suffix}")`);
  const staticDir = env.STATIC_DIR || (existsSync(join(WEB_DIST, 'index.html')) ? WEB_DIST : undefined);
  return {
    services: env.DISTRIBUTED_SERVICES
      ? env.DISTRIBUTED_SERVICES.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [...DISTRIBUTED_SERVICES],
    runId: suffix || undefined,
    ports: env.SERVICE_PORTS === 'random' ? 'random' : 'default',
    portOffset: integer('PORT_OFFSET', env.PORT_OFFSET, 0, 50_000),
    gatewayPort: integer('GATEWAY_PORT', env.GATEWAY_PORT, 1, 65_535),
    redisDb: integer('REDIS_DB', env.REDIS_DB, 0, 15),
    seedDemo: env.SEED_DEMO === 'true',
    staticDir,
    dataDir: env.DATA_DIR || undefined,
    supervise: true,
  };
}

async function main(): Promise<void> {
  const settings = distributedSettingsFromEnv(process.env);
  let platform: DistributedPlatform | null = null;
  let shuttingDown = false;

  const shutdown = async (code: number): Promise<void> => {
    if (shuttingDown) return;
    shuttingDown = true;
    await platform?.stop().catch((error: Error) => console.error(`[distributed] stopping failed: ${error.message}`));
    process.exit(code);
  };
  process.once('SIGINT', () => {
    console.log('\n[distributed] SIGINT: stopping every process');
    void shutdown(0);
  });
  process.once('SIGTERM', () => {
    console.log('[distributed] SIGTERM: stopping every process');
    void shutdown(0);
  });

  console.log(`[distributed] starting ${settings.services.join(', ')} and the gateway, one process each`);
  platform = await startDistributedPlatform({
    ...settings,
    output: 'prefix',
    onUnexpectedExit: (proc, code, signal) => {
      if (shuttingDown || !platform) return;
      console.error(`[distributed] ${proc.name} (pid ${proc.pid()}) exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`})`);
    },
    onRestart: (proc, attempt, delayMs) => {
      if (!shuttingDown && platform) console.error(`[distributed] restarting ${proc.name} in ${delayMs} ms (attempt ${attempt}); the others keep serving`);
    },
  });
  for (const name of platform.skipped)
    console.warn(`[distributed] warning: ${name} skipped: services/${name}/src/main.ts does not exist yet`);
  console.log(`[distributed] Kafka: ${platform.kafka ? `mock cluster at ${platform.kafkaBrokers}` : platform.kafkaBrokers}`);
  for (const [name, proc] of platform.processes) {
    console.log(
      `[distributed]   ${name.padEnd(14)} ${proc.url}  pid ${proc.pid()}${platform.databases[name] ? `  ${platform.databases[name]}` : ''}`,
    );
  }
  if (!settings.staticDir) console.warn('[distributed] no web front end: run `npm run build:web` first (the API is served)');
  if (settings.seedDemo) console.log('[distributed] demo logins: admin@demo.om / Admin#2026pass, owner@demo.om / Owner#2026pass, investor1@demo.om / Investor#2026pass');
  else console.log('[distributed] no demo data (SEED_DEMO=true loads it); create the first admin with `npm run admin:create`');
  console.log(`[distributed] ready: ${platform.gatewayUrl}  (Ctrl-C stops everything)`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[distributed] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
