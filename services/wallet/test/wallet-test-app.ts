import { randomBytes } from 'node:crypto';
import {
  flushOutboxes,
  makeAdmin,
  makeInvestor,
  startTestPlatform,
  TEST_PASSWORD,
  waitFor,
  type ApiResponse,
  type TestPlatform,
  type TestUser,
} from '@cf/testing';

export type { ApiResponse, TestUser };

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

export const PASSWORD = TEST_PASSWORD;
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
  const api: WalletTestApp['api'] = (method, path, options = {}) =>
    platform.api.request(method, /[?&](lng|language)=/.test(path) ? path : `${path}${path.includes('?') ? '&' : '?'}lng=en`, options);
  return {
    platform,
    api,
    user: ({ isAdmin, ...options } = {}) => (isAdmin ? makeAdmin(platform, options) : makeInvestor(platform, options)),
    flush: () => flushOutboxes(platform),
    waitFor: (probe, timeoutMs = 10_000) => waitFor(probe, { timeoutMs }),
    close: () => platform.close(),
  };
}

/** The payload of a success envelope. */
export const data = (response: ApiResponse) => response.body?.data?.data;
