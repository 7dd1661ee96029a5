import { Injectable } from '@nestjs/common';

/** The time sandbox sessions expire by; tests move it forward instead of waiting. */
@Injectable()
export class ProvidersClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** Tests only: shifts this clock by `ms` (cumulative). */
  travel(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
