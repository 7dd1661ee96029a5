import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { developmentKeyring, EventConsumers, InProcessEventBus, OutboxRelayLifecycle, SecretBox, type BusMessage } from '@cf/platform';
import { dropTestDatabase, makeTestDbUrl, startTestJwks, type TestJwks } from '@cf/testing';
import { notificationsService } from '../src';
import { MailWorker } from '../src/mail/mail.worker';
import { SmsWorker } from '../src/sms/sms.worker';

export interface NotificationsTestApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  dataDir: string;
  /** Delivers an event to the service exactly as the bus would. */
  deliver(message: BusMessage): Promise<void>;
  /** Sends every queued e-mail and SMS now and publishes the outbox. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the notifications service on a fresh database and outbox folder, with a local JWKS. */
export async function startNotificationsTestApp(env: Record<string, string> = {}, jwks?: TestJwks): Promise<NotificationsTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-notifications-'));
  const dbUrl = makeTestDbUrl('notifications');
  const ownJwks = jwks ? null : await startTestJwks();
  const config = notificationsService.configFromEnv(
    { NODE_ENV: 'test', DATA_DIR: dataDir, DELIVERY_POLL_MS: '50', ...env },
    { port: 0, dbUrl, identityUrl: (jwks ?? ownJwks!).url, logLevel: 'silent', outboxPollMs: 20 },
  );
  const app = await notificationsService.start(config);
  const consumers = app.get(EventConsumers);
  return {
    app,
    dataSource: app.get(DataSource),
    dataDir,
    deliver: (message) => consumers.dispatch(message),
    flush: async () => {
      await app.get(MailWorker).drain();
      await app.get(SmsWorker).drain();
      await app.get(OutboxRelayLifecycle).relay.flush();
    },
    close: async () => {
      await app.close();
      await InProcessEventBus.shared().close();
      await ownJwks?.close();
      await dropTestDatabase(dbUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { eventMessage, waitFor } from '@cf/testing';

const deliverySeal = SecretBox.fromKeyring(developmentKeyring('DELIVERY_KEYRING'));
/** A link or code sealed as identity seals it for this service (the development DELIVERY_KEYRING). */
export const sealFor = (contract: { type: string }, secret: string): string => deliverySeal.seal(secret, contract.type);
