import { Inject, Injectable } from '@nestjs/common';
import { PeriodicSweep } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import { ClosingService } from './closing.service';

/** Every `CLOSE_SWEEP_MS` (INVESTMENT_SWEEP_MS unless set): closes campaigns due to close and resumes closes a crash left unfinished. */
@Injectable()
export class ClosingSweeper extends PeriodicSweep {
  constructor(
    private readonly closing: ClosingService,
    @Inject(INVESTMENTS_CONFIG) private readonly config: InvestmentsConfig,
  ) {
    super('ClosingSweeper');
  }

  protected intervalMs(): number {
    return this.config.closeSweepMs;
  }

  protected runOnce(): Promise<number> {
    return this.closing.sweep();
  }

  protected describe(count: number): string {
    return `${count} campaign close(s) started or moved on`;
  }
}
