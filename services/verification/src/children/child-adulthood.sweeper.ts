import { Inject, Injectable } from '@nestjs/common';
import { PeriodicSweep } from '@cf/platform';
import type { VerificationConfig } from '../core/config/env';
import { VERIFICATION_CONFIG } from '../verification.tokens';
import { ChildRegistrationsService } from './child-registrations.service';

/** Looks for children who turned 18 every `CHILD_ADULTHOOD_SWEEP_MS` (hourly; off in tests). */
@Injectable()
export class ChildAdulthoodSweeper extends PeriodicSweep {
  constructor(
    private readonly children: ChildRegistrationsService,
    @Inject(VERIFICATION_CONFIG) private readonly config: VerificationConfig,
  ) {
    super('ChildAdulthoodSweeper');
  }

  protected intervalMs(): number {
    return this.config.childAdulthoodSweepMs;
  }

  protected runOnce(): Promise<number> {
    return this.children.handOverAdults();
  }

  protected describe(count: number): string {
    return `${count} child registration(s) expired: the child turned 18`;
  }
}
