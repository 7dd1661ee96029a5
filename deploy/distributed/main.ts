/**
 * `npm run start:distributed`: every service as its own OS process on this machine, each with its
 * own MariaDB database, Kafka between them (the librdkafka mock cluster unless KAFKA_BROKERS is set),
 * Redis for shared state, and the gateway in front. See deploy/README.md.
 *
 * Environment: MYSQL_URL (server without database, default mysql://root@127.0.0.1:3306),
 * KAFKA_BROKERS, REDIS_URL (default redis://127.0.0.1:6379), NODE_ENV (default development),
 * DISTRIBUTED_SERVICES (comma-separated subset), PUBLIC_URL, and anything the services read
 * (CAPTCHA_PROVIDER, SMTP_URL...), which is passed through to them.
 */
import { DISTRIBUTED_SERVICES, startDistributedPlatform, type DistributedPlatform } from './start-distributed';

async function main(): Promise<void> {
  const services = process.env.DISTRIBUTED_SERVICES
    ? process.env.DISTRIBUTED_SERVICES.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [...DISTRIBUTED_SERVICES];
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

  console.log(`[distributed] starting ${services.join(', ')} and the gateway, one process each`);
  platform = await startDistributedPlatform({
    services,
    output: 'prefix',
    onUnexpectedExit: (proc, code, signal) => {
      // While starting, the failed start itself reports the process and its last output.
      if (shuttingDown || !platform) return;
      console.error(
        `[distributed] ${proc.name} (pid ${proc.pid()}) exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping the others`,
      );
      void shutdown(1);
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
  console.log(`[distributed] ready: ${platform.gatewayUrl}  (Ctrl-C stops everything)`);
}

main().catch((error: unknown) => {
  console.error(`[distributed] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
