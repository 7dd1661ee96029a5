import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { request as undiciRequest } from 'undici';
import { Clock, handlerFailures, type HandlerFailure } from '@cf/platform';
import { SERVICES, startEmbeddedPlatform, withDependencies, type ServiceName } from '@cf/deploy';
import { settleEvents } from './accounts';
import { checkAnswerAgainstContract } from './answer-check';
import { dropTestDatabase, makeTestDbUrl } from './database';
import { copyDatabase, demoTemplateKey, demoTemplateUrls, ensureDemoTemplate } from './demo-template';
import { waitFor } from './wait-for';

export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

export interface ApiRequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  language: string;
  createdAt: string;
}

export interface SmsMessage {
  id: string;
  to: string;
  text: string;
  template: string;
  language: string;
  createdAt: string;
}

export interface TestPlatform {
  gatewayUrl: string;
  api: {
    request(method: string, path: string, options?: ApiRequestOptions): Promise<ApiResponse>;
  };
  mailbox: {
    list(): Promise<MailMessage[]>;
    waitFor(predicate: (message: MailMessage) => boolean, timeoutMs?: number): Promise<MailMessage>;
  };
  /** The SMS the platform sent (the dev mailbox's texts), newest first. */
  sms: {
    list(): Promise<SmsMessage[]>;
    waitFor(predicate: (message: SmsMessage) => boolean, timeoutMs?: number): Promise<SmsMessage>;
  };
  service(name: string): NestFastifyApplication;
  /** Names of the services this platform runs. */
  services: string[];
  /** Every failed attempt of an event handler so far (each is also printed in the test's output). */
  handlerFailures: HandlerFailure[];
  /** Moves every running service's clock forward by `ms` (expiries and due dates, without waiting). */
  travel(ms: number): void;
  /** Puts every service's clock back to the real time. */
  resetClocks(): void;
  close(): Promise<void>;
}

/**
 * Starts the platform as the README does (embedded wiring), on fresh MariaDB databases (or SQLite
 * with TEST_DB=sqlite) and random ports, and talks to it only through the gateway.
 */
export async function startTestPlatform(options: {
  /**
   * The services the test exercises; the services they call and identity start with them
   * (`withDependencies`). `'all'` for the tests that are about every service (the published API).
   */
  services: ServiceName[] | 'all';
  env?: Record<string, string>;
  /** The demo accounts and campaigns, as `npm start` seeds them (of the services started): copied from a template seeded once per run. */
  seedDemo?: boolean;
  /** Internal (the demo template's builder): these databases instead of fresh ones, kept at close. */
  databases?: Record<string, string>;
}): Promise<TestPlatform> {
  const services = options.services === 'all' ? (Object.keys(SERVICES) as ServiceName[]) : withDependencies(options.services);
  const runId = randomBytes(4).toString('hex');
  // The demo: this run's databases start as copies of the template (seeded once; ./demo-template.ts).
  const copied = new Map<string, string>();
  if (options.seedDemo && !options.databases) {
    const key = demoTemplateKey(services, options.env);
    const template = demoTemplateUrls(services, key);
    await ensureDemoTemplate(key, template, async () => (await startTestPlatform({ ...options, databases: template })).close());
    for (const service of services) {
      const url = makeTestDbUrl(service, runId);
      await copyDatabase(template[service], url);
      copied.set(service, url);
    }
  }
  const dataDir = join(process.cwd(), 'tmp', 'test-platform', runId);
  mkdirSync(dataDir, { recursive: true });
  const dbUrls = new Map<string, string>();
  const start = () => startEmbeddedPlatform({
    services,
    seedDemo: options.seedDemo,
    dataDir,
    ports: 'random',
    nodeEnv: 'test',
    // Errors only by default: an unexpected 500 prints its cause (stack, path) beside the failing test.
    logLevel: process.env.TEST_LOG_LEVEL ?? 'error',
    // Tests sign in many times from one address: lift the per-IP limits (gateway tests check them on their own).
    env: { CAPTCHA_PROVIDER: 'image', RATE_LIMIT_STRICT_MAX: '100000', RATE_LIMIT_DEFAULT_MAX: '100000', ...options.env },
    dbUrlFor: (service) => {
      const url = options.databases?.[service] ?? copied.get(service) ?? makeTestDbUrl(service, runId);
      if (!options.databases) dbUrls.set(service, url);
      return url;
    },
  });
  // Free ports are picked before anything listens; another process on the machine may take one in
  // between (EADDRINUSE). Starting again with new ports is the cure.
  let platform: Awaited<ReturnType<typeof startEmbeddedPlatform>> | undefined;
  for (let attempt = 1; !platform; attempt++) {
    try {
      platform = await start();
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt >= 3) throw error;
    }
  }

  const request = async (method: string, path: string, opts: ApiRequestOptions = {}): Promise<ApiResponse> => {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    const response = await undiciRequest(`${platform.gatewayUrl}${path}`, { method: method as 'GET', headers, body });
    const text = await response.body.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    checkAnswerAgainstContract(method, path, response.statusCode, parsed);
    return { status: response.statusCode, body: parsed, headers: response.headers as ApiResponse['headers'] };
  };

  const list = async (): Promise<MailMessage[]> => {
    const response = await request('GET', '/api/v1/dev/mailbox?lng=en');
    if (response.status !== 200) throw new Error(`mailbox answered ${response.status}: ${JSON.stringify(response.body)}`);
    const data = response.body.data.data;
    return (Array.isArray(data) ? data : data.docs) as MailMessage[];
  };

  const texts = async (): Promise<SmsMessage[]> => {
    const response = await request('GET', '/api/v1/dev/sms?lng=en');
    if (response.status !== 200) throw new Error(`sms mailbox answered ${response.status}: ${JSON.stringify(response.body)}`);
    const data = response.body.data.data;
    return (Array.isArray(data) ? data : data.docs) as SmsMessage[];
  };

  /**
   * Waiting loops share one request at a time: many tests' waiters (200 contract codes at once) would
   * otherwise each poll the mailbox every 50 ms and load the platform they wait on. A `list()` asked
   * directly always makes its own request (a snapshot taken now, never an older one in flight).
   */
  const coalesced = <T,>(fetch: () => Promise<T>): (() => Promise<T>) => {
    let inFlight: Promise<T> | null = null;
    return () => (inFlight ??= fetch().finally(() => (inFlight = null)));
  };
  const polledMail = coalesced(list);
  const polledTexts = coalesced(texts);

  const service = (name: string): NestFastifyApplication => {
    const app = platform.apps.get(name);
    if (!app) throw new Error(`service ${name} is not running`);
    return app;
  };

  // The gateway is an app of its own, without the kernel's clock and outbox.
  const serviceNames = [...platform.apps.keys()].filter((name) => name !== 'gateway');
  // A failing test says which services it ran (libs/testing/jest-environment.js reads this).
  const record = { services: serviceNames, closed: false };
  const started = ((globalThis as { __cfPlatforms?: (typeof record)[] }).__cfPlatforms ??= []);
  started.push(record);
  // A handler that fails makes a test wait for an effect that never comes: say why, where it is seen.
  const failures: HandlerFailure[] = [];
  const stopListening = handlerFailures.listen((failure) => {
    failures.push(failure);
    // The first attempt, every 10th, and the parking: the bus retries until the consumer parks the event.
    if (failure.parked) {
      console.warn(`event parked (${failure.parked}, after ${failure.attempt} attempt(s)): ${failure.consumer} on ${failure.eventType} ${failure.eventId}, consumer group ${failure.group}: ${failure.error.stack ?? failure.error.message}`);
    } else if (failure.attempt === 1 || failure.attempt % 10 === 0) {
      console.warn(`event handler failed (attempt ${failure.attempt}): ${failure.consumer} on ${failure.eventType} ${failure.eventId}, consumer group ${failure.group}: ${failure.error.stack ?? failure.error.message}`);
    }
  });
  const clocks = (): Clock[] => serviceNames.map((name) => service(name).get(Clock, { strict: false }));

  const testPlatform: TestPlatform = {
    gatewayUrl: platform.gatewayUrl,
    api: { request },
    mailbox: {
      list,
      waitFor: (predicate, timeoutMs = 10000) =>
        waitFor(async () => (await polledMail()).find(predicate), { timeoutMs, intervalMs: 50, what: 'a matching e-mail' }),
    },
    sms: {
      list: texts,
      waitFor: (predicate, timeoutMs = 10000) => waitFor(async () => (await polledTexts()).find(predicate), { timeoutMs, intervalMs: 50, what: 'a matching SMS' }),
    },
    service,
    services: serviceNames,
    travel: (ms) => clocks().forEach((clock) => clock.travel(ms)),
    resetClocks: () => clocks().forEach((clock) => clock.reset()),
    handlerFailures: failures,
    async close() {
      stopListening();
      record.closed = true;
      await platform.close();
      for (const url of dbUrls.values()) await dropTestDatabase(url).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // The demo story leaves its effects on their way (e-mails, PDFs, counts): a test starts on a settled
  // platform, as a person arriving after `npm start` printed its URL does, not in the middle of them.
  if (options.seedDemo) await settleEvents(testPlatform, 120_000);
  return testPlatform;
}
