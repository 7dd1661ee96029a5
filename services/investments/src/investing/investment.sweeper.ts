import { Inject, Injectable } from '@nestjs/common';
import { PeriodicSweep } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import { InvestingService } from './investing.service';

/**
 * Every `INVESTMENT_SWEEP_MS` (a minute; off in tests): unpaid reservations expire, payments left in
 * process by a crash or an unreachable wallet are settled, ended cancellation windows are posted
 * into escrow, and holds of cancelled investments are voided.
 */
@Injectable()
export class InvestmentSweeper extends PeriodicSweep {
  constructor(
    private readonly investing: InvestingService,
    @Inject(INVESTMENTS_CONFIG) private readonly config: InvestmentsConfig,
  ) {
    super('InvestmentSweeper');
  }

  protected intervalMs(): number {
    return this.config.sweepMs;
  }

  protected runOnce(): Promise<number> {
    return this.investing.sweep();
  }

  protected describe(count: number): string {
    return `${count} investment(s) expired, settled, confirmed or released`;
  }
}
