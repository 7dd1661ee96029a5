import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { VerificationConfig } from '../config/env';
import { VERIFICATION_CONFIG } from '../verification.tokens';
import { DocumentExpiryService } from './document-expiry.service';

/** Runs the document-expiry check every `DOCUMENT_EXPIRY_SWEEP_MS` (off when 0, the test default). */
@Injectable()
export class DocumentExpirySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DocumentExpirySweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly expiry: DocumentExpiryService,
    @Inject(VERIFICATION_CONFIG) private readonly config: VerificationConfig,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.documentExpirySweepMs;
    if (interval <= 0) return;
    this.timer = setInterval(() => void this.sweep(), interval);
    this.timer.unref();
  }

  /** One sweep; overlapping ticks are skipped. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    const run = this.expiry.expireDue().catch((error: unknown) => {
      this.logger.error(`document expiry sweep failed: ${(error as Error).message}`);
      return 0;
    });
    this.running = run;
    try {
      const count = await run;
      if (count > 0) this.logger.log(`${count} verification(s) expired with their document`);
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
