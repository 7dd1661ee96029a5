import 'reflect-metadata';
import { notificationsService } from './notifications.service-definition';

/** Distributed entry: this service alone in its own process. */
async function main(): Promise<void> {
  const config = notificationsService.configFromEnv(process.env, {});
  const app = await notificationsService.start(config);
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
