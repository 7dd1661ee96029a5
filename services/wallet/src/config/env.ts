import { join } from 'node:path';
import { z } from 'zod';
import { parseConfig, platformConfigFromEnv, SERVICE_PORTS, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';
import { DEV_SANDBOX_WEBHOOK_SECRET, providersConfigSchema, type ProvidersConfig } from './providers.config';
import { walletFlowsConfigFromEnv, type WalletFlowsConfig } from './wallet-flows-config';

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
  /** SITE_URL: the site service, whose payment-gateway switches offer or withhold each provider (A1.3). */
  siteUrl: string;
  /** SITE_SWITCHES_REFRESH_MS: how often those switches are read again besides the site's change events (0: only on events). */
  siteSwitchesRefreshMs: number;
}

/** The one caller configured when nothing else is, outside production; production refuses its secret. */
export const DEV_INTERNAL_CALLER = { name: 'dev', secret: 'dev-internal-token-change-me-in-production' };

/** A service allowed to call /internal/ledger: its name (recorded on what it posts) and its own secret. */
const internalCallerSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'INTERNAL_API_CREDENTIALS: a caller name is lower-case letters, digits and hyphens'),
  secret: z.string().min(24, 'INTERNAL_API_CREDENTIALS: each caller secret must be at least 24 characters'),
});
export type InternalCaller = z.infer<typeof internalCallerSchema>;

/** `investments=secret1,repayments=secret2` → one credential per calling service. */
export function parseInternalCallers(raw: string): Array<{ name: string; secret: string }> {
  return raw
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, Math.max(0, pair.indexOf('='))), secret: pair.slice(pair.indexOf('=') + 1) }));
}

export const ledgerConfigSchema = z.object({
  /**
   * Service credentials for /internal/ledger/... (INTERNAL_API_CREDENTIALS): one per calling
   * service, sent as `x-internal-token`. Never a person's token: an administrator's login cannot
   * move money around the maker-checker path.
   */
  internalCallers: z
    .array(internalCallerSchema, 'INTERNAL_API_CREDENTIALS is required (name=secret pairs, comma-separated)')
    .min(1, 'INTERNAL_API_CREDENTIALS is required (name=secret pairs, comma-separated)')
    .refine((callers) => new Set(callers.map((c) => c.name)).size === callers.length && new Set(callers.map((c) => c.secret)).size === callers.length, 'INTERNAL_API_CREDENTIALS: each caller needs its own name and its own secret'),
  /** How often pending holds past their expiry are expired; 0 turns the sweeper off. */
  holdSweepIntervalMs: z.coerce.number().int().min(0),
  /** Expiry given to a hold made through the internal API without `expiresAt`. */
  defaultHoldTtlSeconds: z.coerce.number().int().min(1).default(30 * 24 * 3600),
  /** How many times a transaction that lost a deadlock (MySQL 1213) is run again. */
  deadlockRetries: z.coerce.number().int().min(0).max(20).default(5),
  /** LEDGER_GROUP_WINDOW_MS: how long a transfer waits for others to share its transaction (ADR 0029). */
  groupWindowMs: z.coerce.number().int().min(0).max(20).default(1),
  /** LEDGER_GROUP_MAX: transfers in one transaction at most; 1 turns group commit off. */
  groupMax: z.coerce.number().int().min(1).max(500).default(64),
});
export type LedgerConfig = z.infer<typeof ledgerConfigSchema>;

function ledgerConfigFromEnv(env: NodeJS.ProcessEnv, platform: PlatformConfig): LedgerConfig {
  const production = platform.nodeEnv === 'production';
  const callers = env.INTERNAL_API_CREDENTIALS ? parseInternalCallers(env.INTERNAL_API_CREDENTIALS) : production ? [] : [DEV_INTERNAL_CALLER];
  if (production && callers.some((caller) => caller.secret === DEV_INTERNAL_CALLER.secret)) {
    throw new Error('Invalid configuration:\n  - INTERNAL_API_CREDENTIALS: the development secret cannot be used in production');
  }
  return parseConfig(ledgerConfigSchema, {
    internalCallers: callers,
    // Tests start many services and must not race a background sweeper: off unless asked for.
    holdSweepIntervalMs: env.LEDGER_HOLD_SWEEP_MS ?? (platform.nodeEnv === 'test' ? 0 : 60_000),
    defaultHoldTtlSeconds: env.LEDGER_DEFAULT_HOLD_TTL_SECONDS,
    deadlockRetries: env.LEDGER_DEADLOCK_RETRIES,
    groupWindowMs: env.LEDGER_GROUP_WINDOW_MS || undefined,
    groupMax: env.LEDGER_GROUP_MAX || undefined,
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
    sandbox: { enabled: env.SANDBOX_ENABLED ?? !production, merchantName: { ar: env.SANDBOX_MERCHANT_NAME_AR, en: env.SANDBOX_MERCHANT_NAME, fr: env.SANDBOX_MERCHANT_NAME_FR || env.SANDBOX_MERCHANT_NAME }, webhookUrl: env.SANDBOX_WEBHOOK_URL, webhookSecret: secret ?? '', sessionTtlMinutes: env.SANDBOX_SESSION_TTL_MINUTES, webhookRetryDelaysMs: env.SANDBOX_WEBHOOK_RETRY_DELAYS_MS },
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
    flows: walletFlowsConfigFromEnv(env, dataDir, platform.nodeEnv),
    siteUrl: env.SITE_URL || `http://127.0.0.1:${SERVICE_PORTS.site}`,
    // Tests change switches through the site's API and wait for its event: no background reads.
    siteSwitchesRefreshMs: Number(env.SITE_SWITCHES_REFRESH_MS ?? (platform.nodeEnv === 'test' ? 0 : 60_000)),
  };
}
