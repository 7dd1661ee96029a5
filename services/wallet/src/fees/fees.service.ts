import { forwardRef, Inject, Injectable, Optional } from '@nestjs/common';
import { ValidationFailedError } from '@cf/platform';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../providers/payment-provider.port';
import { PaymentSwitches } from '../providers/payment-switches';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import { quoteFees, type FeeQuote } from './fee-schedule';
import { formatOmr } from './money';
import { PAYMENT_METHODS, type PaymentMethod, type WalletFlowsConfig } from '../config/wallet-flows-config';

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Limits (A5.11), fees (A3.17) and which payment methods are on offer. */
@Injectable()
export class FeesService {
  readonly flows: WalletFlowsConfig;

  constructor(
    @Inject(WALLET_CONFIG) config: WalletConfig,
    @Optional() @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProvider[] | null,
    // forwardRef: the providers' files import the fees' (a cycle). Absent (unit tests), configuration alone decides.
    @Optional() @Inject(forwardRef(() => PaymentSwitches)) private readonly switches: PaymentSwitches | null,
  ) {
    this.flows = config.flows;
  }

  quote(amount: number, method: PaymentMethod): FeeQuote {
    return quoteFees(amount, this.flows.fees[method], this.flows.vatBps);
  }

  provider(method: PaymentMethod): PaymentProvider | null {
    return (this.providers ?? []).find((p) => p.name === method) ?? null;
  }

  /** The provider a payer may start a payment with now: configured here and offered by the site's switches (A1.3). */
  offered(method: PaymentMethod): PaymentProvider | null {
    const provider = this.provider(method);
    return provider?.isEnabled() && (this.switches?.allows(provider.name) ?? true) ? provider : null;
  }

  paymentMethods(): Array<{ id: PaymentMethod; enabled: boolean }> {
    return PAYMENT_METHODS.map((id) => ({ id, enabled: this.offered(id) !== null }));
  }

  /** A5.11: a top-up is a whole number of baisa, at least 1, within the configured bounds. */
  checkTopupAmount(amount: unknown, field = 'amount'): number {
    const value = checkWholeAmount(amount, field);
    if (value < this.flows.topupMin) throw ValidationFailedError.single(field, 'wallet.topupBelowMinimum', { min: formatOmr(this.flows.topupMin) });
    if (value > this.flows.topupMax) throw ValidationFailedError.single(field, 'wallet.topupAboveMaximum', { max: formatOmr(this.flows.topupMax) });
    return value;
  }

  /** A5.11: a withdrawal is a whole number of baisa, at least 1, within the configured bounds. */
  checkWithdrawAmount(amount: unknown, field = 'amount'): number {
    const value = checkWholeAmount(amount, field);
    if (value < this.flows.withdrawMin) throw ValidationFailedError.single(field, 'wallet.withdrawBelowMinimum', { min: formatOmr(this.flows.withdrawMin) });
    if (value > this.flows.withdrawMax) throw ValidationFailedError.single(field, 'wallet.withdrawAboveMaximum', { max: formatOmr(this.flows.withdrawMax) });
    return value;
  }

  limits() {
    const f = this.flows;
    return { topupMin: f.topupMin, topupMax: f.topupMax, withdrawMin: f.withdrawMin, withdrawMax: f.withdrawMax };
  }
}

/** Integer baisa ≥ 1 (numbers only, or digit strings from a query string). */
export function checkWholeAmount(amount: unknown, field = 'amount'): number {
  if (amount === undefined || amount === null || amount === '') throw ValidationFailedError.single(field, 'wallet.amountRequired');
  const value = typeof amount === 'string' && /^-?\d+$/.test(amount.trim()) ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw ValidationFailedError.single(field, 'wallet.amountWhole');
  if (value < 1) throw ValidationFailedError.single(field, 'wallet.amountAtLeastOne');
  return value;
}
