import { z } from 'zod';
import { parseConfig, platformConfigFromEnv, SERVICE_PORTS, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';

/** Services the gateway forwards to; each has a `<NAME>_URL` setting. */
export const UPSTREAM_NAMES = ['identity', 'site', 'notifications', 'wallet', 'campaigns', 'investments', 'repayments', 'verification'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

/**
 * The gateway opens no database. ServiceDefinition still asks for a PlatformConfig (whose schema
 * requires DB_URL), so the platform part carries this placeholder, which nothing ever opens. It is
 * not a SQLite URL because production settings refuse SQLite; `.invalid` can never resolve.
 */
export const GATEWAY_NO_DATABASE = 'mysql://no-database.invalid/none';

/**
 * Likewise the gateway publishes and consumes no events, but the platform schema refuses the
 * in-process bus in the distributed mode; without KAFKA_BROKERS the gateway states a bus it
 * never connects to rather than demanding a broker address it would not use.
 */
const GATEWAY_NO_BUS = 'no-bus.invalid:9092';

const csv = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean));

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes');

export const gatewaySettingsSchema = z.object({
  upstreams: z.object(Object.fromEntries(UPSTREAM_NAMES.map((name) => [name, z.string().url()])) as Record<UpstreamName, z.ZodString>),
  /** Built frontends (shell + remotes); served with an SPA fallback when the folder exists. */
  staticDir: z.string().optional(),
  /** Origins allowed to call the API from a browser (exact match); empty: same origin only. */
  corsOrigins: csv,
  /** Extra origins allowed by the Content-Security-Policy (analytics, payment pages, CDN). */
  cspExtraOrigins: csv,
  /** Behind a load balancer or ingress: take the client address from X-Forwarded-For. */
  trustProxy: flag,
  /** Budgets, sized in docs/runbooks/rate-limits.md. */
  rateLimit: z.object({
    windowMs: z.coerce.number().int().min(1000).default(60_000),
    /**
     * Requests per window per client address without a valid token. Mobile carriers put many people
     * behind one address (carrier-grade NAT), and a page load is 15-25 calls: 1,200 is about 60 page
     * loads a minute shared by everyone behind it.
     */
    defaultMax: z.coerce.number().int().min(1).default(1200),
    /** Requests per window per signed-in account, whatever address it comes from: 600 is 25+ page loads a minute. */
    accountMax: z.coerce.number().int().min(1).default(600),
    /** Requests per window per client address (or account) and path on sign-in, sign-up, password reset, code and captcha paths. */
    strictMax: z.coerce.number().int().min(1).default(20),
  }),
  /** Time allowed for an upstream to answer (headers, then between body chunks). */
  upstreamTimeoutMs: z.coerce.number().int().min(50).default(30_000),
  upstreamConnectTimeoutMs: z.coerce.number().int().min(50).default(3_000),
  /** Keep-alive connections per upstream. */
  upstreamConnections: z.coerce.number().int().min(1).default(128),
  /** Largest request body forwarded (uploads up to 50 MB plus multipart framing). */
  bodyLimitBytes: z.coerce.number().int().min(1024).default(55 * 1024 * 1024),
  /** How long a verified token is remembered (never past its own expiry); 0 disables. */
  authCacheMs: z.coerce.number().int().min(0).default(30_000),
});

export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;
export type GatewayConfig = GatewaySettings & { platform: PlatformConfig };

/** Reads the gateway's settings; the only place that reads its environment. */
export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): GatewayConfig {
  const distributedWithoutBroker = (env.RUN_MODE ?? defaults.runMode) === 'distributed' && !(env.KAFKA_BROKERS || defaults.kafkaBrokers);
  const platformEnv = distributedWithoutBroker ? { ...env, EVENT_BUS: 'kafka', KAFKA_BROKERS: GATEWAY_NO_BUS } : env;
  const platform = platformConfigFromEnv('gateway', platformEnv, {
    port: SERVICE_PORTS.gateway,
    identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}`,
    ...defaults,
    dbUrl: GATEWAY_NO_DATABASE,
  });
  const upstreams = Object.fromEntries(
    UPSTREAM_NAMES.map((name) => [name, env[`${name.toUpperCase()}_URL`] || (name === 'identity' ? platform.identityUrl : `http://127.0.0.1:${SERVICE_PORTS[name]}`)]),
  );
  const settings = parseConfig(gatewaySettingsSchema, {
    upstreams,
    staticDir: env.STATIC_DIR || undefined,
    corsOrigins: env.CORS_ORIGINS,
    cspExtraOrigins: env.CSP_EXTRA_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    rateLimit: {
      windowMs: env.RATE_LIMIT_WINDOW_MS || undefined,
      defaultMax: env.RATE_LIMIT_DEFAULT_MAX || undefined,
      accountMax: env.RATE_LIMIT_ACCOUNT_MAX || undefined,
      strictMax: env.RATE_LIMIT_STRICT_MAX || undefined,
    },
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS || undefined,
    upstreamConnectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS || undefined,
    upstreamConnections: env.UPSTREAM_CONNECTIONS || undefined,
    bodyLimitBytes: env.BODY_LIMIT_BYTES || undefined,
    authCacheMs: env.AUTH_CACHE_MS || undefined,
  });
  return { ...settings, platform };
}
