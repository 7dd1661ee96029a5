import { listeningPort } from '@cf/platform';
import { identityService } from '@cf/identity-service';

/**
 * Child process of the gateway benchmark: identity alone, configured from the environment the
 * benchmark sets (DB_URL, PORT, LOG_LEVEL=silent, CAPTCHA_PROVIDER=none), with its demo users.
 */
async function main(): Promise<void> {
  const config = identityService.configFromEnv(process.env, {});
  const app = await identityService.start(config);
  await identityService.seedDemo?.(app);
  process.send?.({ ready: true, port: listeningPort(app) });
  process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`identity could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
