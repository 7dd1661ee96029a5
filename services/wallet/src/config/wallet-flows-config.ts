import { join } from 'node:path';
import { z } from 'zod';
import { parseConfig } from '@cf/platform';

/** Payment methods a top-up can use (the providers' names). */
export const PAYMENT_METHODS = ['sandbox_card', 'bank_transfer', 'stripe', 'paymob', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const baisa = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const bps = z.coerce.number().int().min(0).max(10_000);

/** One payment method's fee schedule (see ./fee-schedule.ts for how each part is computed). */
export const feeRuleSchema = z.object({
  /** Percentage of the amount, in basis points (250 = 2.5 %). */
  percentageBps: bps.default(0),
  /** Fixed gateway fee per top-up, baisa. */
  flat: baisa.default(0),
  /** Fixed service fee per top-up, baisa. */
  service: baisa.default(0),
  /** Platform fee as a percentage of the amount, basis points. */
  platformBps: bps.default(0),
});
export type FeeRule = z.infer<typeof feeRuleSchema>;

/** WALLET_FEES overrides: only the parts given replace the defaults (no defaults here, or they would reset the rest). */
const feeOverrideSchema = z.object({ percentageBps: bps.optional(), flat: baisa.optional(), service: baisa.optional(), platformBps: bps.optional() });

/** Defaults: cards pass on the acquirer's cost; an offline bank transfer is free. */
export const DEFAULT_FEE_RULES: Record<PaymentMethod, FeeRule> = {
  sandbox_card: { percentageBps: 250, flat: 100, service: 0, platformBps: 0 },
  stripe: { percentageBps: 290, flat: 100, service: 0, platformBps: 0 },
  paymob: { percentageBps: 275, flat: 0, service: 0, platformBps: 0 },
  paypal: { percentageBps: 349, flat: 150, service: 0, platformBps: 0 },
  bank_transfer: { percentageBps: 0, flat: 0, service: 0, platformBps: 0 },
};

export const walletFlowsConfigSchema = z
  .object({
    /** A5.11: top-up bounds in baisa (the specification does not give the values). */
    topupMin: baisa.min(1),
    topupMax: baisa.min(1),
    /** A5.11: withdrawal bounds in baisa. */
    withdrawMin: baisa.min(1),
    withdrawMax: baisa.min(1),
    /** A2.22: the low-balance notice shows when the available balance is below this (baisa). */
    lowBalanceThreshold: baisa,
    /** Manual credits and refunds above this (baisa) need a second administrator. */
    makerCheckerThreshold: baisa,
    /** How long a withdrawal's hold waits for an administrator before the ledger expires it. */
    withdrawalHoldDays: z.coerce.number().int().min(1).max(3650),
    /** Oman VAT on fees, basis points (500 = 5 %). */
    vatBps: bps,
    fees: z.record(z.enum(PAYMENT_METHODS), feeRuleSchema),
    /** The platform's bank account shown for offline bank-transfer top-ups. */
    bankTransferDetails: z.object({ bankName: z.string(), accountName: z.string(), iban: z.string(), swift: z.string() }),
    /** Where bank-transfer slips are kept (`${DATA_DIR}/uploads/wallet`). */
    slipDirectory: z.string().min(1),
    /** Largest slip, bytes. */
    slipMaxBytes: z.coerce.number().int().min(1024),
    /** How often card payments left "in process" are asked after at their provider; 0 turns it off (the test default). */
    abandonedPaymentSweepMs: z.coerce.number().int().min(0),
    /** A card payment in process this long without an answer is asked after (the person may have left the provider's page). */
    abandonedPaymentAfterMinutes: z.coerce.number().int().min(1),
  })
  .refine((c) => c.topupMin <= c.topupMax, { message: 'WALLET_TOPUP_MIN must not exceed WALLET_TOPUP_MAX', path: ['topupMin'] })
  .refine((c) => c.withdrawMin <= c.withdrawMax, { message: 'WALLET_WITHDRAW_MIN must not exceed WALLET_WITHDRAW_MAX', path: ['withdrawMin'] });
export type WalletFlowsConfig = z.infer<typeof walletFlowsConfigSchema>;

function feeRulesFromEnv(raw: string | undefined): Record<PaymentMethod, FeeRule> {
  const rules: Record<PaymentMethod, FeeRule> = { ...DEFAULT_FEE_RULES };
  if (!raw) return rules;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('Invalid configuration:\n  - WALLET_FEES: must be JSON such as {"sandbox_card":{"percentageBps":250,"flat":100}}');
  }
  const overrides = parseConfig(z.partialRecord(z.enum(PAYMENT_METHODS), feeOverrideSchema), parsed);
  for (const method of PAYMENT_METHODS) {
    if (overrides[method]) rules[method] = feeRuleSchema.parse({ ...rules[method], ...Object.fromEntries(Object.entries(overrides[method]!).filter(([, v]) => v !== undefined)) });
  }
  return rules;
}

/**
 * The wallet flows' section of the wallet configuration (top-up, withdrawal, fees, statements,
 * admin). Called by config/env.ts with the process environment; reads nothing else.
 */
export function walletFlowsConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string, nodeEnv = 'development'): WalletFlowsConfig {
  return parseConfig(walletFlowsConfigSchema, {
    topupMin: env.WALLET_TOPUP_MIN ?? 1_000, // 1.000 OMR
    topupMax: env.WALLET_TOPUP_MAX ?? 50_000_000, // 50,000.000 OMR
    withdrawMin: env.WALLET_WITHDRAW_MIN ?? 1_000,
    withdrawMax: env.WALLET_WITHDRAW_MAX ?? 20_000_000,
    lowBalanceThreshold: env.WALLET_LOW_BALANCE_THRESHOLD ?? 10_000, // 10.000 OMR
    makerCheckerThreshold: env.MAKER_CHECKER_THRESHOLD ?? 500_000, // 500.000 OMR
    withdrawalHoldDays: env.WALLET_WITHDRAWAL_HOLD_DAYS ?? 90,
    vatBps: env.WALLET_VAT_BPS ?? 500,
    fees: feeRulesFromEnv(env.WALLET_FEES),
    bankTransferDetails: {
      bankName: env.WALLET_BANK_NAME ?? 'Bank Muscat',
      accountName: env.WALLET_BANK_ACCOUNT_NAME ?? 'Oman Crowdfunding Platform - Client Money',
      iban: env.WALLET_BANK_IBAN ?? 'OM810270000000012345678901',
      swift: env.WALLET_BANK_SWIFT ?? 'BMUSOMRX',
    },
    slipDirectory: env.WALLET_SLIP_DIR ?? join(dataDir, 'uploads', 'wallet'),
    slipMaxBytes: env.WALLET_SLIP_MAX_BYTES ?? 5 * 1024 * 1024,
    // Tests start many services and must not race a background sweeper: off unless asked for.
    abandonedPaymentSweepMs: env.WALLET_ABANDONED_PAYMENT_SWEEP_MS ?? (nodeEnv === 'test' ? 0 : 60_000),
    abandonedPaymentAfterMinutes: env.WALLET_ABANDONED_PAYMENT_AFTER_MINUTES ?? 15,
  });
}
