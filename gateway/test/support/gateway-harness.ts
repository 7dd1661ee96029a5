import { request as httpRequest } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { request } from 'undici';
import { listeningPort } from '@cf/platform';
import { gatewayConfigFromEnv } from '../../src/config/env';
import { createGatewayApp } from '../../src/create-gateway-app';
import { closedPort, startFakeUpstream, TestTokens, type FakeUpstream } from './fake-upstreams';

export interface GatewayUnderTest {
  url: string;
  app: NestFastifyApplication;
  tokens: TestTokens;
  upstreams: { identity: FakeUpstream; site: FakeUpstream; notifications: FakeUpstream };
  /** Port where "wallet" should be: nothing listens there. */
  deadPort: number;
  close(): Promise<void>;
}

/**
 * The gateway in front of three fake upstreams (identity also serving the JWKS of a key made
 * here); every other upstream points at a closed port. `env` overrides settings per test file.
 */
export async function startGatewayUnderTest(env: Record<string, string> = {}): Promise<GatewayUnderTest> {
  const tokens = await TestTokens.create();
  const identity = await startFakeUpstream('identity', { jwks: tokens.jwks });
  const site = await startFakeUpstream('site');
  const notifications = await startFakeUpstream('notifications');
  const deadPort = await closedPort();
  const dead = `http://127.0.0.1:${deadPort}`;
  const config = gatewayConfigFromEnv(
    {
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      IDENTITY_URL: identity.url,
      SITE_URL: site.url,
      NOTIFICATIONS_URL: notifications.url,
      WALLET_URL: dead,
      CAMPAIGNS_URL: dead,
      INVESTMENTS_URL: dead,
      REPAYMENTS_URL: dead,
      VERIFICATION_URL: dead,
      UPSTREAM_TIMEOUT_MS: '700',
      RATE_LIMIT_DEFAULT_MAX: '10000',
      RATE_LIMIT_ACCOUNT_MAX: '10000',
      RATE_LIMIT_STRICT_MAX: '3',
      ...env,
    },
    {},
  );
  const app = await createGatewayApp(config);
  const url = `http://127.0.0.1:${listeningPort(app)}`;
  return {
    url,
    app,
    tokens,
    upstreams: { identity, site, notifications },
    deadPort,
    close: async () => {
      await app.close();
      await Promise.all([identity.close(), site.close(), notifications.close()]);
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The bytes as sent (a compressed answer is not decoded). */
  body: Buffer;
  /** Parsed body; tests read answers loosely (nested OpenAPI documents, echoes). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json<T = any>(): T;
}

/** One HTTP call over a real socket (the gateway streams; inject() would hide that). */
export async function call(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer | NodeJS.ReadableStream } = {}): Promise<Answer> {
  const response = await request(`${base}${path}`, {
    method: (options.method ?? 'GET') as 'GET',
    headers: options.headers,
    body: options.body as string | undefined,
  });
  const body = Buffer.from(await response.body.arrayBuffer());
  const text = body.toString('utf8');
  return { status: response.statusCode, headers: response.headers, text, body, json: () => JSON.parse(text) };
}

/** A GET whose path is sent byte for byte (no URL normalisation of `..` or `.`). */
export function rawCall(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
