import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import { LedgerService } from './ledger.service';

/** Expires pending holds past their expiry every `LEDGER_HOLD_SWEEP_MS` (off when 0, the test default). */
@Injectable()
export class HoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HoldSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly ledger: LedgerService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.ledger.holdSweepIntervalMs;
    if (interval <= 0) return;
    this.timer = setInterval(() => void this.sweep(), interval);
    this.timer.unref();
  }

  /** One sweep; overlapping ticks are skipped. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    const run = this.ledger.expireStaleHolds().catch((error: unknown) => {
      this.logger.error(`hold sweep failed: ${(error as Error).message}`);
      return 0;
    });
    this.running = run;
    try {
      const count = await run;
      if (count > 0) this.logger.log(`expired ${count} hold(s)`);
      return count;
    } finally {
      this.running = null;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
