import { listeningPort } from '@cf/platform';
import { gatewayService } from '@cf/gateway';
import { identityService } from '@cf/identity-service';

/**
 * `--layout=embedded`: identity and the gateway in this one process (the embedded run mode's
 * wiring: one event loop, session revocations shared in memory). Ports come from IDENTITY_PORT
 * and GATEWAY_PORT.
 */
async function main(): Promise<void> {
  const identityConfig = identityService.configFromEnv({ ...process.env, PORT: process.env.IDENTITY_PORT }, {});
  const identity = await identityService.start(identityConfig);
  await identityService.seedDemo?.(identity);
  const gateway = await gatewayService.start(gatewayService.configFromEnv({ ...process.env, PORT: process.env.GATEWAY_PORT, DB_URL: undefined }, {}));
  process.send?.({ ready: true, port: listeningPort(gateway) });
  process.once('SIGTERM', () => void Promise.all([gateway.close(), identity.close()]).finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`embedded platform could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
