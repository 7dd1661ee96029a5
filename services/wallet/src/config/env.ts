import { join } from 'node:path';
import { z } from 'zod';
import { parseConfig, platformConfigFromEnv, SERVICE_PORTS, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';
import { DEV_SANDBOX_WEBHOOK_SECRET, providersConfigSchema, type ProvidersConfig } from '../providers/providers.config';
import { walletFlowsConfigFromEnv, type WalletFlowsConfig } from '../fees/wallet-flows-config';

/**
 * The wallet service's configuration: the platform's settings plus one section per feature.
 * Each feature adds its own section (a zod schema and one line in `walletConfigFromEnv`), so the
 * sections stay independent and this file is the only one that reads process.env.
 */
export interface WalletConfig {
  platform: PlatformConfig;
  ledger: LedgerConfig;
  providers: ProvidersConfig;
  /** Top-up, withdrawal, fees, statements, admin (schema in fees/wallet-flows-config.ts). */
  flows: WalletFlowsConfig;
}

/** Used when nothing else is configured outside production; production refuses it. */
export const DEV_INTERNAL_API_TOKEN = 'dev-internal-token-change-me-in-production';

export const ledgerConfigSchema = z.object({
  /** Shared secret other services send as `x-internal-token` to /internal/ledger/... */
  internalApiToken: z.string('INTERNAL_API_TOKEN is required (a shared secret of at least 16 characters)').min(16, 'INTERNAL_API_TOKEN must be at least 16 characters'),
  /** How often pending holds past their expiry are expired; 0 turns the sweeper off. */
  holdSweepIntervalMs: z.coerce.number().int().min(0),
  /** Expiry given to a hold made through the internal API without `expiresAt`. */
  defaultHoldTtlSeconds: z.coerce.number().int().min(1).default(30 * 24 * 3600),
  /** How many times a transaction that lost a deadlock (MySQL 1213) is run again. */
  deadlockRetries: z.coerce.number().int().min(0).max(20).default(5),
});
export type LedgerConfig = z.infer<typeof ledgerConfigSchema>;

function ledgerConfigFromEnv(env: NodeJS.ProcessEnv, platform: PlatformConfig): LedgerConfig {
  const token = env.INTERNAL_API_TOKEN || (platform.nodeEnv === 'production' ? undefined : DEV_INTERNAL_API_TOKEN);
  if (platform.nodeEnv === 'production' && token === DEV_INTERNAL_API_TOKEN) {
    throw new Error('Invalid configuration:\n  - INTERNAL_API_TOKEN: the development default cannot be used in production');
  }
  return parseConfig(ledgerConfigSchema, {
    internalApiToken: token,
    // Tests start many services and must not race a background sweeper: off unless asked for.
    holdSweepIntervalMs: env.LEDGER_HOLD_SWEEP_MS ?? (platform.nodeEnv === 'test' ? 0 : 60_000),
    defaultHoldTtlSeconds: env.LEDGER_DEFAULT_HOLD_TTL_SECONDS,
    deadlockRetries: env.LEDGER_DEADLOCK_RETRIES,
  });
}

/** Payment providers (schema in providers/providers.config.ts): keys, secrets, base URLs, switches. */
function providersConfigFromEnv(env: NodeJS.ProcessEnv, platform: PlatformConfig): ProvidersConfig {
  const production = platform.nodeEnv === 'production';
  const secret = env.SANDBOX_WEBHOOK_SECRET || (production ? undefined : DEV_SANDBOX_WEBHOOK_SECRET);
  if (production && secret === DEV_SANDBOX_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration:\n  - SANDBOX_WEBHOOK_SECRET: the development default cannot be used in production');
  }
  return parseConfig(providersConfigSchema, {
    callbackBaseUrl: env.PAYMENT_CALLBACK_BASE_URL || platform.publicUrl,
    requestTimeoutMs: env.PAYMENT_PROVIDER_TIMEOUT_MS,
    // The sandbox hands out money for test cards: on by default everywhere but production.
    sandbox: { enabled: env.SANDBOX_ENABLED ?? !production, merchantName: env.SANDBOX_MERCHANT_NAME, webhookUrl: env.SANDBOX_WEBHOOK_URL, webhookSecret: secret ?? '', sessionTtlMinutes: env.SANDBOX_SESSION_TTL_MINUTES, webhookRetryDelaysMs: env.SANDBOX_WEBHOOK_RETRY_DELAYS_MS },
    bankTransfer: { enabled: env.BANK_TRANSFER_ENABLED ?? true },
    stripe: { enabled: env.STRIPE_ENABLED ?? true, apiBase: env.STRIPE_API_BASE || undefined, secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    paymob: { enabled: env.PAYMOB_ENABLED ?? true, apiBase: env.PAYMOB_API_BASE || undefined, secretKey: env.PAYMOB_SECRET_KEY, publicKey: env.PAYMOB_PUBLIC_KEY, hmacSecret: env.PAYMOB_HMAC_SECRET, apiKey: env.PAYMOB_API_KEY, integrationIds: env.PAYMOB_INTEGRATION_IDS },
    paypal: { enabled: env.PAYPAL_ENABLED ?? true, apiBase: env.PAYPAL_API_BASE || undefined, clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, webhookId: env.PAYPAL_WEBHOOK_ID, currency: env.PAYPAL_CURRENCY || undefined, omrRate: env.PAYPAL_OMR_RATE, brandName: env.PAYPAL_BRAND_NAME || undefined },
  });
}

/** Reads the configuration from environment variables; the only place that reads them. */
export function walletConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): WalletConfig {
  const dataDir = env.DATA_DIR || './data';
  const platform = platformConfigFromEnv('wallet', env, {
    port: SERVICE_PORTS.wallet,
    dbUrl: `sqlite:${join(dataDir, 'wallet.sqlite')}`,
    identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}`,
    ...defaults,
  });
  return {
    platform,
    ledger: ledgerConfigFromEnv(env, platform),
    providers: providersConfigFromEnv(env, platform),
    flows: walletFlowsConfigFromEnv(env, dataDir),
  };
}
