import { gatewayService } from './gateway.service-definition';

/** Distributed entry: the gateway alone in this process, configured from the environment. */
async function main(): Promise<void> {
  const config = gatewayService.configFromEnv(process.env, {});
  const app = await gatewayService.start(config);
  const stop = async (): Promise<void> => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`The gateway could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
