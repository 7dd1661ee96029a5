import { listeningPort } from '@cf/platform';
import { gatewayService } from '@cf/gateway';

/** Child process of the gateway benchmark: the gateway alone, configured from the environment. */
async function main(): Promise<void> {
  const app = await gatewayService.start(gatewayService.configFromEnv(process.env, {}));
  process.send?.({ ready: true, port: listeningPort(app) });
  process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
