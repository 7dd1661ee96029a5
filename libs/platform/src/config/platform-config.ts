import { z } from 'zod';
import { DEV_ATTESTATION_SECRET } from '../auth/gateway-attestation';

/**
 * Settings every service needs. Parsed once at boot from the environment (or handed over by the
 * embedded launcher); nothing else reads process.env.
 */
export const platformConfigSchema = z
  .object({
    serviceName: z.string().regex(/^[a-z-]+$/),
    nodeEnv: z.enum(['development', 'test', 'production']).default('development'),
    runMode: z.enum(['embedded', 'distributed']).default('embedded'),
    host: z.string().default('127.0.0.1'),
    port: z.coerce.number().int().min(0).max(65535),
    /** `mysql://user:pass@host:3306/db` or `sqlite:<file>` (`sqlite::memory:` for throwaway tests). */
    dbUrl: z.string().regex(/^(mysql|mariadb):\/\/|^sqlite:/, 'DB_URL must start with mysql://, mariadb:// or sqlite:'),
    eventBus: z.enum(['inprocess', 'kafka']).default('inprocess'),
    kafkaBrokers: z.string().optional(),
    /**
     * How long the broker waits for a silent consumer before giving its partitions to the others:
     * after a crash, the restarted service handles events again about this long after it died.
     * 6 s is a stock broker's minimum (group.min.session.timeout.ms); lower both together (ADR 0025).
     */
    kafkaSessionTimeoutMs: z.coerce.number().int().min(1000).max(300_000).default(6000),
    /** KAFKA_IDEMPOTENT_PRODUCER=true: idempotent producers (a real cluster; the mock cluster refuses them). */
    kafkaIdempotentProducer: z.boolean().default(false),
    /** Base URL of the identity service; its JWKS is at `/.well-known/jwks.json`. */
    identityUrl: z.string().url(),
    redisUrl: z.string().optional(),
    /** Public URL of the web app, used in links sent by e-mail. */
    publicUrl: z.string().url().default('http://127.0.0.1:8080'),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The safety-net poll: a commit that appended events wakes the relay at once (OutboxService.onAppended). */
    outboxPollMs: z.coerce.number().int().min(10).default(1000),
    /** How long a verified token is remembered (never past its expiry); revocation is still asked every request. */
    authCacheMs: z.coerce.number().int().min(0).default(30_000),
    /**
     * GATEWAY_ATTESTATION_SECRET, shared by the gateway and every service: the gateway's signed word that it
     * has just checked a request's token and session (auth/gateway-attestation.ts), so the service does
     * not ask again. Unset in production: every service checks every token itself.
     */
    gatewayAttestationSecret: z.string().min(32, 'GATEWAY_ATTESTATION_SECRET must be at least 32 characters').optional(),
    /**
     * Set by a supervisor (the distributed launcher) for each process it starts and echoed by
     * /health: its readiness check then knows it hears the process it started, not whatever else
     * answers on that port.
     */
    instanceId: z.string().max(64).optional(),
    /**
     * FILE_STORE: where the service keeps the files people need (issue 40). `database` (default): its
     * own database, durable and shared by replicas; `s3`: an S3-compatible bucket (S3_* settings).
     */
    fileStore: z.enum(['database', 's3']).default('database'),
    /** MIGRATIONS: `run` (default) migrates at start under a lock, `check` only starts against its exact schema, `only` migrates and exits (database/schema.ts). */
    migrations: z.enum(['run', 'check', 'only']).default('run'),
    s3: z
      .object({
        bucket: z.string().min(3, 'S3_BUCKET is required when FILE_STORE=s3'),
        prefix: z.string().regex(/^[a-z0-9][a-z0-9/_-]*$/, 'S3_PREFIX: lower-case letters, digits, / _ -'),
        region: z.string().min(1).default('us-east-1'),
        endpoint: z.string().url().optional(),
        forcePathStyle: z.boolean().default(false),
        serverSideEncryption: z.enum(['AES256', 'aws:kms']).default('AES256'),
        kmsKeyId: z.string().optional(),
      })
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.runMode === 'distributed' && c.eventBus === 'inprocess') {
      ctx.addIssue({ code: 'custom', path: ['eventBus'], message: 'the in-process event bus cannot connect separate processes: set KAFKA_BROKERS (EVENT_BUS=kafka) in distributed mode' });
    }
    if (c.eventBus === 'kafka' && !c.kafkaBrokers) {
      ctx.addIssue({ code: 'custom', path: ['kafkaBrokers'], message: 'KAFKA_BROKERS is required when EVENT_BUS=kafka' });
    }
    if (c.nodeEnv === 'production' && c.dbUrl.startsWith('sqlite:')) {
      ctx.addIssue({ code: 'custom', path: ['dbUrl'], message: 'SQLite is for the embedded mode only: production needs a mysql:// DB_URL' });
    }
    if (c.fileStore === 's3' && !c.s3) {
      ctx.addIssue({ code: 'custom', path: ['s3', 'bucket'], message: 'S3_BUCKET is required when FILE_STORE=s3' });
    }
    if (c.nodeEnv === 'production' && c.gatewayAttestationSecret === DEV_ATTESTATION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['gatewayAttestationSecret'], message: 'GATEWAY_ATTESTATION_SECRET: the development secret cannot be used in production' });
    }
    if (c.runMode === 'distributed' && !c.redisUrl) {
      ctx.addIssue({ code: 'custom', path: ['redisUrl'], message: 'REDIS_URL is required in distributed mode (shared session revocation and rate limits)' });
    }
  });

export type PlatformConfig = z.infer<typeof platformConfigSchema>;
export type PlatformConfigInput = z.input<typeof platformConfigSchema>;

export class ConfigError extends Error {}

export function parseConfig<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Reads the platform settings of one service from environment variables. */
export function platformConfigFromEnv(serviceName: string, env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): PlatformConfig {
  const kafkaBrokers = env.KAFKA_BROKERS || defaults.kafkaBrokers;
  return parseConfig(platformConfigSchema, {
    ...defaults,
    serviceName,
    nodeEnv: env.NODE_ENV ?? defaults.nodeEnv,
    runMode: env.RUN_MODE ?? defaults.runMode,
    host: env.HOST ?? defaults.host,
    port: env.PORT ?? defaults.port,
    dbUrl: env.DB_URL ?? defaults.dbUrl,
    eventBus: env.EVENT_BUS ?? (kafkaBrokers ? 'kafka' : defaults.eventBus),
    kafkaBrokers,
    kafkaSessionTimeoutMs: env.KAFKA_SESSION_TIMEOUT_MS ?? defaults.kafkaSessionTimeoutMs,
    kafkaIdempotentProducer: env.KAFKA_IDEMPOTENT_PRODUCER ? env.KAFKA_IDEMPOTENT_PRODUCER === 'true' : defaults.kafkaIdempotentProducer,
    identityUrl: env.IDENTITY_URL ?? defaults.identityUrl,
    redisUrl: env.REDIS_URL ?? defaults.redisUrl,
    publicUrl: env.PUBLIC_URL ?? defaults.publicUrl,
    logLevel: env.LOG_LEVEL ?? defaults.logLevel,
    outboxPollMs: env.OUTBOX_POLL_MS ?? defaults.outboxPollMs,
    authCacheMs: env.AUTH_CACHE_MS ?? defaults.authCacheMs,
    // Development, tests and the embedded mode share a known secret; production sets its own or none.
    gatewayAttestationSecret: env.GATEWAY_ATTESTATION_SECRET || defaults.gatewayAttestationSecret || ((env.NODE_ENV ?? defaults.nodeEnv) === 'production' ? undefined : DEV_ATTESTATION_SECRET),
    instanceId: env.INSTANCE_ID || defaults.instanceId,
    fileStore: env.FILE_STORE || defaults.fileStore,
    migrations: env.MIGRATIONS || defaults.migrations,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          prefix: env.S3_PREFIX || serviceName,
          region: env.S3_REGION || env.AWS_REGION || undefined,
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          serverSideEncryption: env.S3_SSE || undefined,
          kmsKeyId: env.S3_KMS_KEY_ID || undefined,
        }
      : defaults.s3,
  });
}
