import { join, resolve } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { operatorSignIn } from '@cf/identity-service';
import { installTracingFromEnv, InProcessEventBus, SERVICE_PORTS, shutdownTracing, type ServiceDefinition } from '@cf/platform';
import { runDemoStory, type DemoStoryResult } from '../demo/demo-story';
import { freePort } from './free-port';
import { GATEWAY, SERVICES, type ServiceName } from './service-registry';

export interface EmbeddedOptions {
  /** Which services to start (the gateway always starts). Default: all. */
  services?: ServiceName[];
  /** Where SQLite files and the mail outbox live. */
  dataDir?: string;
  /** DB_URL per service; default `sqlite:<dataDir>/<service>.sqlite`. */
  dbUrlFor?: (service: ServiceName) => string;
  /** 'default' uses the well-known ports (gateway 8080); 'random' asks the OS (tests). */
  ports?: 'default' | 'random';
  gatewayPort?: number;
  /** Extra environment for every service (e.g. CAPTCHA_PROVIDER=none). */
  env?: Record<string, string>;
  /** The services' demo data, then (when every service runs) the demo story that makes its figures true. */
  seedDemo?: boolean;
  /** Progress lines (the demo story's). */
  log?: (line: string) => void;
  nodeEnv?: 'development' | 'test' | 'production';
  logLevel?: string;
}

export interface EmbeddedPlatform {
  gatewayUrl: string;
  urls: Record<string, string>;
  apps: Map<string, NestFastifyApplication>;
  /** What the demo story did at this start (null: not run). */
  demoStory: DemoStoryResult | null;
  close(): Promise<void>;
}

/** The services the demo story goes through (deploy/demo/demo-story.ts). */
const STORY_SERVICES: ServiceName[] = ['identity', 'campaigns', 'verification', 'wallet', 'investments', 'notifications', 'repayments'];

/** Keys that describe one process's own wiring: never inherited by the services started here. */
const PER_PROCESS_KEYS = ['DB_URL', 'PORT', 'HOST', 'KAFKA_BROKERS', 'EVENT_BUS', 'RUN_MODE', 'REDIS_URL', 'IDENTITY_URL'];

/**
 * The embedded mode (DESIGN.md §3): every service and the gateway in this one process, each on
 * its own loopback port with its own SQLite file (or database), the in-process event bus between
 * them. Same service code as the distributed mode; only the wiring differs.
 */
export async function startEmbeddedPlatform(options: EmbeddedOptions = {}): Promise<EmbeddedPlatform> {
  const names = options.services ?? (Object.keys(SERVICES) as ServiceName[]);
  const dataDir = resolve(options.dataDir ?? 'data');
  const nodeEnv = options.nodeEnv ?? 'development';
  const port = async (name: keyof typeof SERVICE_PORTS): Promise<number> => (options.ports === 'random' ? freePort() : SERVICE_PORTS[name]);

  const urls: Record<string, string> = {};
  for (const name of names) urls[name] = `http://127.0.0.1:${await port(name)}`;
  const gatewayPort = options.gatewayPort ?? (await port('gateway'));
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  urls.gateway = gatewayUrl;
  const identityUrl = urls.identity ?? `http://127.0.0.1:${SERVICE_PORTS.identity}`;

  const baseEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: nodeEnv, ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}), ...options.env };
  for (const key of PER_PROCESS_KEYS) delete baseEnv[key];
  // Services call each other's APIs (e.g. campaigns reads site settings): each learns the others' URLs.
  for (const name of names) if (name !== 'identity') baseEnv[`${name.toUpperCase()}_URL`] = urls[name];

  // One tracer provider for the process (OTEL_EXPORTER_OTLP_ENDPOINT): each span names its service.
  const tracing = installTracingFromEnv(baseEnv, 'crowdfund');
  const apps = new Map<string, NestFastifyApplication>();
  const close = async (): Promise<void> => {
    for (const [, app] of [...apps].reverse()) await app.close().catch(() => undefined);
    apps.clear();
    await InProcessEventBus.shared().close();
    if (tracing) await shutdownTracing();
  };

  let demoStory: DemoStoryResult | null = null;
  try {
    // Identity first: the others verify tokens against its JWKS.
    const ordered = [...names].sort((a, b) => (a === 'identity' ? -1 : b === 'identity' ? 1 : 0));
    for (const name of ordered) {
      const definition = SERVICES[name] as ServiceDefinition;
      const config = definition.configFromEnv(baseEnv, {
        runMode: 'embedded',
        eventBus: 'inprocess',
        nodeEnv,
        port: Number(new URL(urls[name]).port),
        dbUrl: options.dbUrlFor?.(name) ?? `sqlite:${join(dataDir, `${name}.sqlite`)}`,
        identityUrl,
        publicUrl: baseEnv.PUBLIC_URL ?? gatewayUrl,
      });
      apps.set(name, await definition.start(config));
    }
    const gatewayEnv: NodeJS.ProcessEnv = { ...baseEnv };
    for (const name of names) gatewayEnv[`${name.toUpperCase()}_URL`] = urls[name];
    const gatewayConfig = GATEWAY.configFromEnv(gatewayEnv, { runMode: 'embedded', nodeEnv, port: gatewayPort, identityUrl, dbUrl: 'sqlite::memory:' });
    apps.set('gateway', await GATEWAY.start(gatewayConfig));

    if (options.seedDemo) {
      for (const name of ordered) await SERVICES[name].seedDemo?.(apps.get(name)!);
      if (STORY_SERVICES.every((name) => names.includes(name))) {
        const identity = apps.get('identity')!;
        demoStory = await runDemoStory({ gatewayUrl, signIn: (email, password) => operatorSignIn(identity, email, password), log: options.log });
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { gatewayUrl, urls, apps, demoStory, close };
}
