import { Inject, Injectable } from '@nestjs/common';
import { PeriodicSweep } from '@cf/platform';
import type { VerificationConfig } from '../core/config/env';
import { VERIFICATION_CONFIG } from '../verification.tokens';
import { DocumentExpiryService } from './document-expiry.service';

/** Runs the document-expiry check every `DOCUMENT_EXPIRY_SWEEP_MS` (hourly; off in tests). */
@Injectable()
export class DocumentExpirySweeper extends PeriodicSweep {
  constructor(
    private readonly expiry: DocumentExpiryService,
    @Inject(VERIFICATION_CONFIG) private readonly config: VerificationConfig,
  ) {
    super('DocumentExpirySweeper');
  }

  protected intervalMs(): number {
    return this.config.documentExpirySweepMs;
  }

  protected runOnce(): Promise<number> {
    return this.expiry.expireDue();
  }

  protected describe(count: number): string {
    return `${count} verification(s) expired with their document`;
  }
}
