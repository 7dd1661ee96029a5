import { Inject, Injectable } from '@nestjs/common';
import { PeriodicSweep } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import { LedgerService } from './ledger.service';

/** Expires pending holds past their expiry every `LEDGER_HOLD_SWEEP_MS` (off when 0, the test default). */
@Injectable()
export class HoldSweeper extends PeriodicSweep {
  constructor(
    private readonly ledger: LedgerService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {
    super('HoldSweeper');
  }

  protected intervalMs(): number {
    return this.config.ledger.holdSweepIntervalMs;
  }

  protected runOnce(): Promise<number> {
    return this.ledger.expireStaleHolds();
  }

  protected describe(count: number): string {
    return `expired ${count} hold(s)`;
  }
}
