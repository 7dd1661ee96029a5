import type { PlatformConfig } from '../config/platform-config';
import { MigrationsDone } from '../database/schema';
import { installTracingFromEnv, shutdownTracing } from '../tracing/tracing';
import type { ServiceDefinition } from './service-definition';

/**
 * The distributed entry point of one service: configuration from the environment, start, the demo
 * data when asked for (SEED_DEMO=true; idempotent, so every restart may run it), and a clean close
 * on SIGTERM/SIGINT (Kubernetes sends SIGTERM before it kills a pod).
 */
export function runServiceProcess<C extends { platform: PlatformConfig }>(definition: ServiceDefinition<C>): void {
  const run = async (): Promise<void> => {
    // Traces go to the collector OTEL_EXPORTER_OTLP_ENDPOINT names (none by default).
    installTracingFromEnv(process.env, definition.name);
    const app = await definition.start(definition.configFromEnv(process.env, {}));
    if (process.env.SEED_DEMO === 'true' && definition.seedDemo) await definition.seedDemo(app);
    let closing = false;
    const shutdown = (): void => {
      if (closing) return;
      closing = true;
      app.close().then(
        // The spans still buffered are exported before the process goes.
        () => shutdownTracing().finally(() => process.exit(0)),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  };
  run().catch((error: unknown) => {
    // MIGRATIONS=only (the migration Job): the schema is migrated, nothing else is started.
    if (error instanceof MigrationsDone) {
      process.stdout.write(`${definition.name}: ${error.message}\n`);
      process.exit(0);
    }
    process.stderr.write(`${definition.name} could not start: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
