import type { FeeRule } from '../config/wallet-flows-config';
import { percentOf, toSafeNumber } from './money';

/** The fee breakdown of one top-up, in baisa (A3.17: percentage, flat, service, platform, VAT): the REST contract's type. */
export type { FeeBreakdown } from '@cf/contracts';
import type { FeeBreakdown } from '@cf/contracts';

export type { FeeQuote } from '@cf/contracts';
import type { FeeQuote } from '@cf/contracts';

/**
 * The fees of a top-up of `amount` baisa under `rule`, VAT at `vatBps` on the fees.
 *
 * Rounding rule (ADR 0012): each percentage part is rounded on its own, half-up to the baisa, in
 * integer arithmetic (`percentOf`); VAT is computed on the sum of the rounded fee parts and rounded
 * the same way. The wallet is credited the whole `amount`; the payer pays `amount + totalFees`.
 */
export function quoteFees(amount: number, rule: FeeRule, vatBps: number): FeeQuote {
  const base = BigInt(amount);
  const percentage = percentOf(base, BigInt(rule.percentageBps));
  const flat = BigInt(rule.flat);
  const service = BigInt(rule.service);
  const platform = percentOf(base, BigInt(rule.platformBps));
  const feesExclVat = percentage + flat + service + platform;
  const vat = percentOf(feesExclVat, BigInt(vatBps));
  const totalFees = feesExclVat + vat;
  return {
    amount,
    fees: {
      percentage: toSafeNumber(percentage),
      flat: toSafeNumber(flat),
      service: toSafeNumber(service),
      platform: toSafeNumber(platform),
      vat: toSafeNumber(vat),
    },
    totalFees: toSafeNumber(totalFees),
    total: toSafeNumber(base + totalFees),
  };
}

export const NO_FEES: FeeBreakdown = { percentage: 0, flat: 0, service: 0, platform: 0, vat: 0 };

/** Fees without VAT (what the platform keeps), for the ledger's platform_fees entry. */
export function feesExclVat(fees: FeeBreakdown): number {
  return fees.percentage + fees.flat + fees.service + fees.platform;
}
