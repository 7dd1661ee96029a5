import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { request as httpRequest } from 'undici';
import { Clock, OutboxEventRow, SecretBox } from '@cf/platform';
import { checkAnswerAgainstContract, dropTestDatabase, makeTestDbUrl } from '@cf/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- API tests go through the real gateway, as clients do
import { gatewayService } from '@cf/gateway';
import { identityService } from '../../src';
import type { IdentityConfig } from '../../src/config/env';
import { IDENTITY_CONFIG } from '../../src/core/identity-config.token';
import { User } from '../../src/core/users/entities/user.entity';

export interface InjectResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  body: any;
  headers: Record<string, unknown>;
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A free loopback port, known before the app starts (identity verifies tokens against its own JWKS URL). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let counter = 0;
export const uniqueEmail = (prefix = 'user'): string => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
export const STRONG = 'Str0ng#Pass';

/**
 * The identity service alone, on a fresh database (MariaDB, or SQLite with TEST_DB=sqlite), with
 * helpers to call it (app.inject), read the events it wrote and move its clock.
 */
export class IdentityTestApp {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly dbUrl: string,
    readonly baseUrl: string,
    /** Requests go through a real gateway in front of identity, as clients' requests do. */
    readonly gateway: NestFastifyApplication,
    readonly gatewayUrl: string,
    /** DATA_DIR of this run (uploaded images), a temporary directory removed on close. */
    readonly dataDir: string,
  ) {}

  static async start(env: Record<string, string> = {}, options: { dbUrl?: string } = {}): Promise<IdentityTestApp> {
    const dbUrl = options.dbUrl ?? makeTestDbUrl('identity');
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'identity-test-'));
    const config = identityService.configFromEnv(
      { NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', CAPTCHA_PROVIDER: 'none', DATA_DIR: dataDir, ...env },
      { port, dbUrl, identityUrl: baseUrl, publicUrl: 'http://app.test', outboxPollMs: 20 },
    );
    const app = await identityService.start(config);
    const gatewayPort = await freePort();
    const gateway = await gatewayService.start(
      gatewayService.configFromEnv(
        // Per-IP limits are the gateway's own tests' business; these tests sign in many times from one
        // address. The gateway trusts X-Forwarded-For, as behind an ingress, so a test can stand at several addresses.
        { NODE_ENV: 'test', LOG_LEVEL: 'silent', IDENTITY_URL: baseUrl, RATE_LIMIT_STRICT_MAX: '100000', RATE_LIMIT_DEFAULT_MAX: '100000', TRUST_PROXY: 'true' },
        { port: gatewayPort, identityUrl: baseUrl },
      ),
    );
    return new IdentityTestApp(app, dbUrl, baseUrl, gateway, `http://127.0.0.1:${gatewayPort}`, dataDir);
  }

  /** Stops the app and drops its database (unless kept for a restart on the same data). */
  async close(options: { keepDatabase?: boolean } = {}): Promise<void> {
    await this.gateway.close();
    await this.app.close();
    if (!options.keepDatabase) {
      await dropTestDatabase(this.dbUrl);
      if (this.dataDir.startsWith(tmpdir())) rmSync(this.dataDir, { recursive: true, force: true });
    }
  }

  get dataSource(): DataSource {
    return this.app.get(DataSource);
  }

  get clock(): Clock {
    return this.app.get(Clock);
  }

  async request(
    method: string,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<InjectResult> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const path = url.includes('lng=') || url.includes('language=') ? url : `${url}${url.includes('?') ? '&' : '?'}lng=en`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    // Paths outside /api/v1 (the JWKS) are identity's own; everything public goes through the gateway.
    const base = path.startsWith('/api/') ? this.gatewayUrl : this.baseUrl;
    const response = await httpRequest(`${base}${path}`, { method: method as 'GET', headers, body: payload });
    const text = await response.body.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    // A served answer must match its contract's answer schema (issue 35), as for every API test.
    checkAnswerAgainstContract(method, path, response.statusCode, body);
    return { status: response.statusCode, body, headers: response.headers };
  }

  /**
   * Data of the events of one type written to the outbox, oldest first, read as notifications reads
   * them: a sealed link or code is opened (with the delivery keyring) into `link` / `code` beside it.
   */
  async events<T = Record<string, unknown>>(type: string): Promise<T[]> {
    const rows = await this.dataSource.getRepository(OutboxEventRow).find({ where: { type }, order: { id: 'ASC' } });
    const box = SecretBox.fromKeyring(this.app.get<IdentityConfig>(IDENTITY_CONFIG).deliveryKeyring);
    return rows.map((r) => {
      const data = { ...(r.data as Record<string, unknown>) };
      if (typeof data.sealedLink === 'string') data.link = box.open(data.sealedLink, type);
      if (typeof data.sealedCode === 'string') data.code = box.open(data.sealedCode, type);
      return data as T;
    });
  }

  /** The outbox rows of one type as stored (what the bus and an auditor see). */
  async rawEvents(type: string): Promise<Array<Record<string, unknown>>> {
    const rows = await this.dataSource.getRepository(OutboxEventRow).find({ where: { type }, order: { id: 'ASC' } });
    return rows.map((r) => r.data as Record<string, unknown>);
  }

  async lastEvent<T = Record<string, unknown>>(type: string, predicate: (data: T) => boolean = () => true): Promise<T> {
    const found = (await this.events<T>(type)).filter(predicate);
    if (found.length === 0) throw new Error(`no ${type} event`);
    return found[found.length - 1];
  }

  user(email: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ email: email.toLowerCase() });
  }

  /** Signs up through the API; returns the account and the activation link's token. */
  async signup(overrides: Record<string, unknown> = {}): Promise<TestAccount & { activationToken: string }> {
    const body = {
      firstName: 'Sara',
      lastName: 'Harthy',
      email: uniqueEmail(),
      password: STRONG,
      passwordConfirm: STRONG,
      acceptTerms: true,
      ...overrides,
    };
    const res = await this.request('POST', '/api/v1/users/signup', { body });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.data.data.id as string;
    const link = (await this.lastEvent<{ userId: string; link: string }>('identity.activation-link-issued', (e) => e.userId === id)).link;
    const [, token] = /\/activate-account\/[^/]+\/([^/]+)\/signup$/.exec(link) ?? [];
    return {
      id,
      email: String(body.email).toLowerCase(),
      password: String(body.password),
      firstName: String(body.firstName),
      lastName: String(body.lastName),
      activationToken: token,
    };
  }

  /** A signed-up and activated account. */
  async account(overrides: Record<string, unknown> = {}): Promise<TestAccount> {
    const account = await this.signup(overrides);
    const res = await this.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: { token: account.activationToken } });
    if (res.status !== 200) throw new Error(`activation failed: ${res.status} ${JSON.stringify(res.body)}`);
    return account;
  }

  async login(email: string, password: string, extra: Record<string, unknown> = {}): Promise<InjectResult> {
    return this.request('POST', '/api/v1/users/login', { body: { email, password, createdAt: new Date().toISOString(), ...extra } });
  }

  /** Logs in (no second factor) and returns the token. */
  async token(account: { email: string; password: string }): Promise<string> {
    const res = await this.login(account.email, account.password);
    if (res.status !== 200 || !res.body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }

  /** An activated account with a session. */
  async signedIn(overrides: Record<string, unknown> = {}): Promise<TestAccount & { token: string }> {
    const account = await this.account(overrides);
    return { ...account, token: await this.token(account) };
  }

  /** Makes an existing account an administrator (no API does that yet). */
  async makeAdmin(userId: string): Promise<void> {
    await this.dataSource.getRepository(User).update({ id: userId }, { isAdmin: true });
  }
}
