import { join } from 'node:path';
import { z } from 'zod';
import { keyringFromEnv, parseConfig, platformConfigFromEnv, SERVICE_PORTS, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';

/** The wallet's development credential for /internal/ledger (services/wallet/src/config/env.ts, refused in production). */
const DEV_INTERNAL_TOKEN = 'dev-internal-token-change-me-in-production';

export const investmentsSettingsSchema = z.object({
  /** WALLET_URL: the wallet service (holds and escrow through its internal ledger API). */
  walletUrl: z.string().url(),
  /** INVESTMENTS_INTERNAL_TOKEN: this service's own secret among the wallet's INTERNAL_API_CREDENTIALS. */
  walletToken: z.string().min(24, 'INVESTMENTS_INTERNAL_TOKEN must be at least 24 characters'),
  /** SITE_URL: the site service (the revenue settings a campaign's close takes its fees from). */
  siteUrl: z.string().url(),
  /**
   * CLOSE_CRASH_AFTER (tests only, refused in production): the close saga kills its own process
   * with SIGKILL right after this step, to prove a resumed close pays exactly once.
   */
  closeCrashAfter: z.enum(['started', 'settled', 'decided', 'fee', 'refund', 'closed']).optional(),
  /** PAYOUT_SECOND_APPROVAL_ABOVE (baisa): payouts above this need two different administrators (OMR 10,000 by default). */
  payoutSecondApprovalAbove: z.coerce.number().int().min(0).default(10_000_000),
  /** RESERVATION_MINUTES: how long a chosen amount holds its place in the campaign before it is paid. */
  reservationMinutes: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** INVEST_STEP_BAISA: amounts are multiples of this when the campaign has no share price (C5.11); OMR 1 by default. */
  defaultStep: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** CANCELLATION_WINDOW_HOURS: overrides the jurisdiction pack's hours (Oman: 48) when set. */
  cancellationHours: z.coerce.number().int().min(0).max(24 * 60).optional(),
  /** INVESTMENT_SWEEP_MS: how often unpaid reservations expire, ended windows are confirmed and unfinished payments settled (0: never). */
  sweepMs: z.coerce.number().int().min(0),
  /** INVESTMENT_CARD_GATEWAY: the wallet's card provider investments are paid with (sandbox_card, stripe, paymob). */
  cardGateway: z.enum(['sandbox_card', 'stripe', 'paymob']).default('sandbox_card'),
  /** CARD_PAYMENT_MINUTES: how long a card payment keeps the investment's place (the provider's page lives 30 minutes). */
  cardPaymentMinutes: z.coerce.number().int().min(5).max(24 * 60).default(60),
  /** BANK_TRANSFER_HOURS: how long a bank transfer keeps the investment's place while the money and an administrator's check come. */
  bankTransferHours: z.coerce.number().int().min(1).max(30 * 24).default(72),
  /** CLOSE_SWEEP_MS: how often campaigns due to close are closed and unfinished closes resumed (INVESTMENT_SWEEP_MS unless set; 0: never). */
  closeSweepMs: z.coerce.number().int().min(0),
  /** A payment still "in process" after this many seconds is settled by the sweeper (crash recovery). */
  settleAfterSeconds: z.coerce.number().int().min(1).default(60),
  /** HOLD_RECONCILE_MS: how often pending wallet holds are matched with their investments (issue 34); 0 turns it off. */
  holdReconcileMs: z.coerce.number().int().min(0),
  /** HOLD_RECONCILE_GRACE_SECONDS: a hold younger than this may belong to a payment request still running: left alone. */
  holdReconcileGraceSeconds: z.coerce.number().int().min(1).default(120),
  /** INVEST_GROUP_WINDOW_MS: how long a reservation waits for others into the same campaign to commit with (0: the same turn of the event loop). */
  groupWindowMs: z.coerce.number().int().min(0).max(20).default(1),
  /** INVEST_GROUP_MAX: the most reservations written in one transaction. */
  groupMax: z.coerce.number().int().min(1).max(500).default(64),
});

export type InvestmentsConfig = z.infer<typeof investmentsSettingsSchema> & {
  platform: PlatformConfig;
  /** Signatures and signed contracts live sealed under `${dataDir}/uploads/investments/` (outside the web root). */
  dataDir: string;
  /** INVESTMENTS_KEYRING: seals signatures and signed contracts at rest (docs/runbooks/secret-keys.md). */
  keyring: string;
  /** DELIVERY_KEYRING: seals the codes that events carry to notifications (which holds it too). */
  deliveryKeyring: string;
};

/** Reads the configuration from environment variables; the only place that reads them. */
export function investmentsConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): InvestmentsConfig {
  const dataDir = env.DATA_DIR || './data';
  const platform = platformConfigFromEnv('investments', env, {
    port: SERVICE_PORTS.investments,
    dbUrl: `sqlite:${join(dataDir, 'investments.sqlite')}`,
    identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}`,
    ...defaults,
  });
  const production = platform.nodeEnv === 'production';
  const walletToken = env.INVESTMENTS_INTERNAL_TOKEN || (production ? undefined : DEV_INTERNAL_TOKEN);
  if (production && walletToken === DEV_INTERNAL_TOKEN) throw new Error('Invalid configuration:\n  - INVESTMENTS_INTERNAL_TOKEN: the development secret cannot be used in production');
  const settings = parseConfig(investmentsSettingsSchema, {
    walletUrl: env.WALLET_URL || `http://127.0.0.1:${SERVICE_PORTS.wallet}`,
    walletToken,
    siteUrl: env.SITE_URL || `http://127.0.0.1:${SERVICE_PORTS.site}`,
    closeCrashAfter: env.CLOSE_CRASH_AFTER || undefined,
    payoutSecondApprovalAbove: env.PAYOUT_SECOND_APPROVAL_ABOVE || undefined,
    reservationMinutes: env.RESERVATION_MINUTES || undefined,
    defaultStep: env.INVEST_STEP_BAISA || undefined,
    cancellationHours: env.CANCELLATION_WINDOW_HOURS || undefined,
    // Every minute outside tests; tests run the sweep themselves.
    sweepMs: env.INVESTMENT_SWEEP_MS || (platform.nodeEnv === 'test' ? 0 : 60_000),
    closeSweepMs: env.CLOSE_SWEEP_MS || env.INVESTMENT_SWEEP_MS || (platform.nodeEnv === 'test' ? 0 : 60_000),
    settleAfterSeconds: env.SETTLE_AFTER_SECONDS || undefined,
    holdReconcileMs: env.HOLD_RECONCILE_MS || (platform.nodeEnv === 'test' ? 0 : 60_000),
    holdReconcileGraceSeconds: env.HOLD_RECONCILE_GRACE_SECONDS || undefined,
    cardGateway: env.INVESTMENT_CARD_GATEWAY || undefined,
    cardPaymentMinutes: env.CARD_PAYMENT_MINUTES || undefined,
    bankTransferHours: env.BANK_TRANSFER_HOURS || undefined,
    groupWindowMs: env.INVEST_GROUP_WINDOW_MS || undefined,
    groupMax: env.INVEST_GROUP_MAX || undefined,
  });
  if (production && settings.closeCrashAfter) throw new Error('Invalid configuration:\n  - CLOSE_CRASH_AFTER: a crash test switch, never in production');
  return {
    ...settings,
    platform,
    dataDir,
    keyring: keyringFromEnv(env.INVESTMENTS_KEYRING, 'INVESTMENTS_KEYRING', platform.nodeEnv),
    deliveryKeyring: keyringFromEnv(env.DELIVERY_KEYRING, 'DELIVERY_KEYRING', platform.nodeEnv),
  };
}
