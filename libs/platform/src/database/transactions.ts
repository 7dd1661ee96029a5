import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { EntityManager } from 'typeorm';

/** MySQL/MariaDB chose this transaction as a deadlock victim: it was rolled back and may run again. */
export function isDeadlock(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; driverError?: { code?: string; errno?: number } };
  const code = e?.driverError?.code ?? e?.code;
  const errno = e?.driverError?.errno ?? e?.errno;
  return code === 'ER_LOCK_DEADLOCK' || errno === 1213;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often a deadlocked transaction runs again before its error is answered. */
export const DEFAULT_DEADLOCK_RETRIES = 5;

/**
 * The ambient transaction (nestjs-cls + @nestjs-cls/transactional's TypeORM adapter). A service
 * runs a use case with `transactions.run(() => …)`; every repository and the outbox reach the
 * same transaction through `transactions.manager`, so no EntityManager travels through a service's
 * or a port's signature. A `run` inside a `run` joins the outer transaction; only the outermost one
 * is run again when MySQL picks it as a deadlock victim.
 */
@Injectable()
export class Transactions {
  /** What the outermost transaction in hand runs once it has committed. */
  private readonly afterCommits = new AsyncLocalStorage<Array<() => void>>();

  constructor(private readonly host: TransactionHost<TransactionalAdapterTypeOrm>) {}

  /** The current transaction's manager, or the pooled (non-transactional) one outside a transaction. */
  get manager(): EntityManager {
    return this.host.tx;
  }

  get active(): boolean {
    return this.host.isTransactionActive();
  }

  async run<T>(work: () => Promise<T>, options: { deadlockRetries?: number } = {}): Promise<T> {
    if (this.active) return this.host.withTransaction(work);
    const retries = options.deadlockRetries ?? DEFAULT_DEADLOCK_RETRIES;
    for (let attempt = 0; ; attempt++) {
      // Callbacks of an attempt that rolled back are dropped with it.
      const afterCommit: Array<() => void> = [];
      try {
        const result = await this.afterCommits.run(afterCommit, () => this.host.withTransaction(work));
        for (const callback of afterCommit) callback();
        return result;
      } catch (error) {
        if (!isDeadlock(error) || attempt >= retries) throw error;
        await sleep(2 + Math.random() * 10 * (attempt + 1));
      }
    }
  }

  /**
   * Runs `callback` once the transaction in hand has committed (never if it rolls back), or now
   * outside a transaction. For what must not see uncommitted rows, e.g. waking the outbox relay.
   */
  afterCommit(callback: () => void): void {
    const queue = this.active ? this.afterCommits.getStore() : undefined;
    if (queue) queue.push(callback);
    else callback();
  }

  /** Runs `work` outside any transaction (e.g. a read that must see committed rows only). */
  outside<T>(work: () => Promise<T>): Promise<T> {
    return this.host.withoutTransaction(work);
  }
}
