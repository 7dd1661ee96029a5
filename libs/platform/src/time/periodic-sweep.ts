import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

/**
 * A job a service runs every few seconds or hours while it is up (expire stale holds, expire
 * verifications whose document expired). Off when the interval is 0 (the tests' default: they call
 * `sweep()` themselves); overlapping ticks are skipped; a failed run is logged and retried at the
 * next tick; shutdown waits for the run in progress.
 */
export abstract class PeriodicSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  protected constructor(private readonly name: string) {
    this.logger = new Logger(name);
  }

  /** Milliseconds between runs; 0 turns the timer off. */
  protected abstract intervalMs(): number;
  /** One run; how many things it changed. */
  protected abstract runOnce(): Promise<number>;
  /** The log line for a run that changed `count` things. */
  protected abstract describe(count: number): string;

  /** Whether a run also starts as soon as the service is up (what a crash left is finished at once, not a period later). */
  protected runsAtStart(): boolean {
    return false;
  }

  onApplicationBootstrap(): void {
    const interval = this.intervalMs();
    if (interval <= 0) return;
    this.timer = setInterval(() => void this.sweep(), interval);
    this.timer.unref();
    if (this.runsAtStart()) setTimeout(() => void this.sweep(), 0).unref();
  }

  /** One sweep; a call while one runs joins it (a tick adds no second run, a test learns when it is done). */
  async sweep(): Promise<number> {
    if (this.running) return this.running;
    const run = this.runOnce().catch((error: unknown) => {
      this.logger.error(`${this.name} failed: ${(error as Error).message}`);
      return 0;
    });
    this.running = run;
    try {
      const count = await run;
      if (count > 0) this.logger.log(this.describe(count));
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
