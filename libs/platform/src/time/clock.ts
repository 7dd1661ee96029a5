import { Injectable } from '@nestjs/common';

/**
 * The time every expiry and due date in a service is measured with. Inject it instead of calling
 * `Date.now()`, so tests move it forward (`travel`) to prove that codes, sessions and schedules
 * expire, without waiting and without editing rows.
 */
@Injectable()
export class Clock {
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

  /** ISO time `seconds` from now. */
  inSeconds(seconds: number): string {
    return new Date(this.now().getTime() + seconds * 1000).toISOString();
  }

  /** Tests only: shifts this clock by `ms` (cumulative). */
  travel(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
