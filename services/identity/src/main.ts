import { identityService } from './identity.service-definition';

/** Distributed entry: one process for identity, configured by the environment. */
async function main(): Promise<void> {
  const config = identityService.configFromEnv(process.env, {});
  const app = await identityService.start(config);
  const stop = async (): Promise<void> => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
