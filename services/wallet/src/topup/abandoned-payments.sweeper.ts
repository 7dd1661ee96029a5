import { Inject, Injectable } from '@nestjs/common';
import { Clock, PeriodicSweep } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import { TopupService } from './topup.service';

const BATCH = 100;

/**
 * Card payments nobody finished: the person left the provider's page and no webhook will come
 * (the sandbox expires a session only when asked; real providers may never call). Every
 * `WALLET_ABANDONED_PAYMENT_SWEEP_MS`, each one in process for `WALLET_ABANDONED_PAYMENT_AFTER_MINUTES`
 * is asked after at its provider, which settles it, fails it ("expired") or leaves it in process.
 * Nothing is failed on the wallet's own say: only the provider knows whether money moved.
 */
@Injectable()
export class AbandonedPaymentsSweeper extends PeriodicSweep {
  constructor(
    private readonly topups: TopupService,
    private readonly clock: Clock,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {
    super('AbandonedPaymentsSweeper');
  }

  protected intervalMs(): number {
    return this.config.flows.abandonedPaymentSweepMs;
  }

  protected runOnce(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.flows.abandonedPaymentAfterMinutes * 60_000).toISOString();
    return this.topups.askAfterAbandoned(before, BATCH);
  }

  protected describe(count: number): string {
    return `decided ${count} abandoned card payment(s)`;
  }
}
