import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { isLanguage, DEFAULT_LANGUAGE } from '@cf/contracts';
import { runWithContext, type Transactions } from '@cf/platform';
import type { DeliveryQueueRepository, DeliveryRow } from './delivery-queue.repository';

/** A claimed row still "sending" after this long belongs to a worker that died: send it again. */
const STALE_CLAIM_MS = 5 * 60 * 1000;
const BATCH = 20;

/**
 * Drains a delivery queue: messages are queued in the transaction of their cause and sent here,
 * after that transaction committed, so no transaction waits on a mail server and a rolled-back
 * cause never sends anything. Each row is claimed with a conditional update (several instances may
 * run), sent, then marked sent together with the follow-up event in one transaction. A crash
 * between sending and marking sends once more after STALE_CLAIM_MS (at-least-once towards the
 * provider; the Message-ID stays the same).
 */
export abstract class DeliveryWorker<Row extends DeliveryRow> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;
  private again = false;

  protected constructor(
    private readonly tx: Transactions,
    private readonly queue: DeliveryQueueRepository<Row>,
    private readonly pollMs: number,
    private readonly maxAttempts: number,
  ) {}

  /** Hands the message to the transport. */
  protected abstract deliver(row: Row): Promise<{ transportMessageId: string }>;
  /** Runs in the transaction that marks the row sent (e.g. appends the "delivered" event). */
  protected abstract afterDelivered(row: Row): Promise<void>;

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /** Wakes the worker once the transaction that queued a message has committed (before that, the row is not there to send). */
  kick(): void {
    this.tx.afterCommit(() => {
      if (this.stopped) return;
      if (this.running) this.again = true;
      else this.schedule(0);
    });
  }

  /** Sends everything due now; returns how many were sent. Tests call it to avoid waiting. */
  async drain(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = this.drainOnce().finally(() => (this.running = null));
    return this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && !this.stopped);
    } catch (error) {
      this.logger.warn(`delivery pass failed, will retry: ${(error as Error).message}`);
    }
    this.schedule(this.pollMs);
  }

  private async drainOnce(): Promise<number> {
    await this.releaseStaleClaims();
    let sent = 0;
    for (;;) {
      const now = new Date().toISOString();
      const due = await this.queue.due(now, BATCH);
      if (due.length === 0) return sent;
      for (const row of due) {
        if (this.stopped) return sent;
        if (await this.claim(row)) sent += (await this.send(row)) ? 1 : 0;
      }
    }
  }

  private async claim(row: Row): Promise<boolean> {
    const claimedAt = new Date().toISOString();
    if (!(await this.queue.claim(row.id, claimedAt))) return false;
    row.status = 'sending';
    row.claimedAt = claimedAt;
    return true;
  }

  private async send(row: Row): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      const { transportMessageId } = await this.deliver(row);
      const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
      await runWithContext({ correlationId: row.correlationId, causationId: row.causationEventId, actorId: null, language }, () =>
        this.tx.run(async () => {
          const sentAt = new Date().toISOString();
          await this.queue.markSent(row.id, { sentAt, attempts, transportMessageId });
          await this.afterDelivered({ ...row, status: 'sent', sentAt, attempts, transportMessageId });
        }),
      );
      return true;
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const failed = attempts >= this.maxAttempts;
      // Exponential back-off: 2 s, 4 s, 8 s … capped at 10 minutes.
      const nextAttemptAt = new Date(Date.now() + Math.min(2 ** attempts * 1000, 10 * 60 * 1000)).toISOString();
      this.logger.warn(`delivery of ${row.id} failed (attempt ${attempts}${failed ? ', giving up' : ''}): ${message}`);
      await this.queue.markAttemptFailed(row.id, { status: failed ? 'failed' : 'queued', attempts, nextAttemptAt, lastError: message.slice(0, 500) });
      return false;
    }
  }

  private async releaseStaleClaims(): Promise<void> {
    const staleBefore = new Date(Date.now() - STALE_CLAIM_MS).toISOString();
    await this.queue.releaseClaimsBefore(staleBefore);
  }
}
