import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { InProcessEventBus } from '@cf/platform';
import { dropTestDatabase, makeTestDbUrl, signTestToken, startTestJwks } from '@cf/testing';
import { siteService } from '../src';

export interface SiteTestApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  adminToken: string;
  userToken: string;
  close(): Promise<void>;
}

/** Starts the site service on a fresh database (seeded at start, as in production) with a local JWKS. */
export async function startSiteTestApp(): Promise<SiteTestApp> {
  const jwks = await startTestJwks();
  const dbUrl = makeTestDbUrl('site');
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-site-'));
  const config = siteService.configFromEnv(
    { NODE_ENV: 'test', DATA_DIR: dataDir },
    { port: 0, dbUrl, identityUrl: jwks.url, logLevel: 'silent', outboxPollMs: 20 },
  );
  const app = await siteService.start(config);
  return {
    app,
    dataSource: app.get(DataSource),
    adminToken: await signTestToken({ isAdmin: true, userType: 'admin' }),
    userToken: await signTestToken({ isAdmin: false }),
    close: async () => {
      await app.close();
      await InProcessEventBus.shared().close();
      await jwks.close();
      await dropTestDatabase(dbUrl);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
