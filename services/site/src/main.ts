import 'reflect-metadata';
import { siteService } from './site.service-definition';

/** Distributed entry: this service alone in its own process. */
async function main(): Promise<void> {
  const config = siteService.configFromEnv(process.env, {});
  const app = await siteService.start(config);
  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
