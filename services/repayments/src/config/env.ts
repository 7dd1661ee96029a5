import { join } from 'node:path';
import { z } from 'zod';
import { REPAYMENT_PAYMENT_METHODS } from '@cf/contracts';
import { parseConfig, platformConfigFromEnv, SERVICE_PORTS, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';

/** The wallet's development credential for /internal/ledger (services/wallet/src/config/env.ts, refused in production). */
const DEV_INTERNAL_TOKEN = 'dev-internal-token-change-me-in-production';

/** Steps after which REPAYMENT_CRASH_AFTER kills the process (crash tests). */
export const REPAYMENT_CRASH_POINTS = ['payment-written', 'card-started', 'money-taken', 'payment-recorded', 'distribution-posted'] as const;
export type RepaymentCrashPoint = (typeof REPAYMENT_CRASH_POINTS)[number];

export const repaymentsSettingsSchema = z.object({
  /** WALLET_URL: the wallet service (transfers and the distribution batch through its internal ledger API). */
  walletUrl: z.string().url(),
  /** REPAYMENTS_INTERNAL_TOKEN: this service's own secret among the wallet's INTERNAL_API_CREDENTIALS. */
  walletToken: z.string().min(24, 'REPAYMENTS_INTERNAL_TOKEN must be at least 24 characters'),
  /** REPAYMENT_FEE_BPS: the platform's fee on each row's profit, in basis points (1,000 = 10 % of the profit). */
  feeBps: z.coerce.number().int().min(0).max(10_000).default(1_000),
  /** REPAYMENT_SWEEP_MS: how often unfinished payments and distributions resume, automatic repayments run and reminders go (0: never). */
  sweepMs: z.coerce.number().int().min(0),
  /** A payment or distribution still pending after this many seconds is finished by the sweeper (crash recovery). */
  resumeAfterSeconds: z.coerce.number().int().min(0).default(30),
  /** REPAYMENT_CARD_GATEWAY: the wallet's card provider an owner's repayment by card goes through (issue 38). */
  cardGateway: z.enum(REPAYMENT_PAYMENT_METHODS).default('sandbox_card'),
  /** REPAYMENT_REMINDER_DAYS: the owner is reminded this many days before a row falls due. */
  reminderDays: z.coerce.number().int().min(1).max(60).default(7),
  /** REPAYMENT_CRASH_AFTER (tests only, refused in production): SIGKILL right after this step. */
  crashAfter: z.enum(REPAYMENT_CRASH_POINTS).optional(),
});

/** `dataDir`: owners' proofs of offline repayments live under `${dataDir}/uploads/repayments/`. */
export type RepaymentsConfig = z.infer<typeof repaymentsSettingsSchema> & { platform: PlatformConfig; dataDir: string };

/** Reads the configuration from environment variables; the only place that reads them. */
export function repaymentsConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): RepaymentsConfig {
  const dataDir = env.DATA_DIR || './data';
  const platform = platformConfigFromEnv('repayments', env, {
    port: SERVICE_PORTS.repayments,
    dbUrl: `sqlite:${join(dataDir, 'repayments.sqlite')}`,
    identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}`,
    ...defaults,
  });
  const production = platform.nodeEnv === 'production';
  const walletToken = env.REPAYMENTS_INTERNAL_TOKEN || (production ? undefined : DEV_INTERNAL_TOKEN);
  if (production && walletToken === DEV_INTERNAL_TOKEN) throw new Error('Invalid configuration:\n  - REPAYMENTS_INTERNAL_TOKEN: the development secret cannot be used in production');
  const settings = parseConfig(repaymentsSettingsSchema, {
    walletUrl: env.WALLET_URL || `http://127.0.0.1:${SERVICE_PORTS.wallet}`,
    walletToken,
    feeBps: env.REPAYMENT_FEE_BPS || undefined,
    // Every minute outside tests; tests run the sweep themselves.
    sweepMs: env.REPAYMENT_SWEEP_MS || (platform.nodeEnv === 'test' ? 0 : 60_000),
    resumeAfterSeconds: env.REPAYMENT_RESUME_AFTER_SECONDS || undefined,
    reminderDays: env.REPAYMENT_REMINDER_DAYS || undefined,
    cardGateway: env.REPAYMENT_CARD_GATEWAY || undefined,
    crashAfter: env.REPAYMENT_CRASH_AFTER || undefined,
  });
  if (production && settings.crashAfter) throw new Error('Invalid configuration:\n  - REPAYMENT_CRASH_AFTER: a crash test switch, never in production');
  return { ...settings, platform, dataDir };
}
