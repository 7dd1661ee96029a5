import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UserRegisteredV1 } from '@cf/contracts';
import { OutboxRelayLifecycle, OutboxService } from '@cf/platform';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the test makes signed-in accounts the way identity's demo seed does
import { AccountsService } from '../../identity/src/users/accounts.service';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { PasswordHasher } from '../../identity/src/shared/password-hasher';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared gateway harness (test/support) is not a project with tags
import { startTestPlatform, type ApiResponse, type TestPlatform } from '../../../test/support/test-platform';

export type { ApiResponse };

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  token: string;
}

export interface WalletTestApp {
  platform: TestPlatform;
  /** Calls the gateway; `?lng=en` is added unless the path names a language. */
  api(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<ApiResponse>;
  /** A signed-in account made in identity (with its user-registered event, as sign-up would send). */
  user(options?: { isAdmin?: boolean; language?: 'ar' | 'en' | 'fr'; firstName?: string }): Promise<TestUser>;
  /** Publishes every service's outbox now (events reach the other services at once). */
  flush(): Promise<void>;
  waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export const PASSWORD = 'Str0ng#Pass';
let counter = 0;
export const idempotencyKey = (): string => `test-${randomBytes(8).toString('hex')}`;

/**
 * Identity, wallet and notifications behind the real gateway (embedded wiring), on fresh MariaDB
 * databases (SQLite with TEST_DB=sqlite). Users sign in through the gateway like the front end.
 */
export async function startWalletTestApp(env: Record<string, string> = {}): Promise<WalletTestApp> {
  const platform = await startTestPlatform({
    services: ['identity', 'wallet', 'notifications'],
    env: { CAPTCHA_PROVIDER: 'none', ...env },
  });
  const identity = platform.service('identity');
  const hasher = identity.get(PasswordHasher);
  const passwordHash = await hasher.hash(PASSWORD);

  const api: WalletTestApp['api'] = (method, path, options = {}) =>
    platform.api.request(method, /[?&](lng|language)=/.test(path) ? path : `${path}${path.includes('?') ? '&' : '?'}lng=en`, options);

  const flush = async (): Promise<void> => {
    for (const name of ['identity', 'wallet', 'notifications']) await platform.service(name).get(OutboxRelayLifecycle).relay.flush();
  };

  const waitFor: WalletTestApp['waitFor'] = async (probe, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > until) throw new Error('timed out waiting for a condition');
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  };

  const user: WalletTestApp['user'] = async (options = {}) => {
    counter += 1;
    const email = `wallet.${Date.now().toString(36)}${counter}@example.com`;
    const firstName = options.firstName ?? `Tester${counter}`;
    const language = options.language ?? 'en';
    const dataSource = identity.get(DataSource);
    const id = await dataSource.transaction(async (manager) => {
      const created = await identity.get(AccountsService).create(manager, {
        email,
        firstName,
        lastName: 'Al Test',
        passwordHash,
        language,
        userType: 'investor',
        isAdmin: options.isAdmin ?? false,
        activated: true,
      });
      await identity.get(OutboxService).append(manager, UserRegisteredV1, created.id, {
        userId: created.id,
        email,
        firstName,
        lastName: 'Al Test',
        language,
        userType: 'investor',
        method: 'seed',
      });
      return created.id;
    });
    await flush();
    const login = await api('POST', '/api/v1/users/login', { body: { email, password: PASSWORD, createdAt: new Date().toISOString() } });
    if (login.status !== 200 || !login.body.token) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    return { id, email, firstName, token: login.body.token as string };
  };

  return { platform, api, user, flush, waitFor, close: () => platform.close() };
}

/** The payload of a success envelope. */
export const data = (response: ApiResponse) => response.body?.data?.data;
