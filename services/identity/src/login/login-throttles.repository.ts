import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { Transactions } from '@cf/platform';
import { LoginThrottle } from './entities/login-throttle.entity';

/** The count over every source of one account. */
export const EVERY_SOURCE = '*';

export interface ChargeRule {
  now: string;
  /** A row untouched since this moment starts counting again from 1. */
  quietSince: string;
  /** nextAttemptAt after the n-th failure: delays[0] after `free` failures, the last one after more. */
  free: number;
  delaysUntil: string[];
}

/** SQL about sign-in throttles. Every count moves in one conditional UPDATE (parallel guesses). */
@Injectable()
export class LoginThrottlesRepository {
  constructor(private readonly tx: Transactions) {}

  /** Drops rows quiet since `staleBefore` (indexed on updatedAt). */
  async prune(staleBefore: string): Promise<void> {
    await this.tx.manager.delete(LoginThrottle, { updatedAt: LessThan(staleBefore) });
  }

  /** Makes sure the row exists (a no-op when it does). */
  async ensure(subject: string, source: string, now: string): Promise<void> {
    await this.tx.manager
      .createQueryBuilder()
      .insert()
      .into(LoginThrottle)
      .values({ subject, source, failures: 0, windowStart: now, nextAttemptAt: null, alertedAt: null, updatedAt: now })
      .orIgnore()
      .execute();
  }

  /**
   * Counts one more attempt unless the row's delay is still running (`gated`); the delay after it
   * follows the rule. Returns false when the delay refused the attempt. Each assignment reads only
   * columns assigned after it (TypeORM keeps the key order), so MariaDB, which applies them left to
   * right, and SQLite, which reads the old values, agree.
   */
  async charge(subject: string, source: string, rule: ChargeRule, gated: boolean): Promise<boolean> {
    const last = rule.delaysUntil.length - 1;
    const steps = rule.delaysUntil
      .slice(0, last)
      .map((_, index) => `WHEN failures + 1 = ${rule.free + index} THEN :delay${index}`)
      .join(' ');
    const delays = Object.fromEntries(rule.delaysUntil.map((until, index) => [`delay${index}`, until]));
    const quiet = 'updatedAt < :quietSince';
    const query = this.tx.manager
      .createQueryBuilder()
      .update(LoginThrottle)
      .set({
        nextAttemptAt: () => `CASE WHEN ${quiet} THEN NULL WHEN failures + 1 < :free THEN NULL ${steps} ELSE :delay${last} END`,
        windowStart: () => `CASE WHEN ${quiet} THEN :now ELSE windowStart END`,
        alertedAt: () => `CASE WHEN ${quiet} THEN NULL ELSE alertedAt END`,
        failures: () => `CASE WHEN ${quiet} THEN 1 ELSE failures + 1 END`,
        updatedAt: rule.now,
      })
      .where('subject = :subject AND source = :source', { subject, source })
      .setParameters({ ...delays, quietSince: rule.quietSince, free: rule.free, now: rule.now });
    if (gated) query.andWhere('(nextAttemptAt IS NULL OR nextAttemptAt <= :now)');
    const result = await query.execute();
    return (result.affected ?? 0) === 1;
  }

  /** Marks the owner as told, once per window and only past the threshold; true for the one caller that did. */
  async markAlerted(subject: string, threshold: number, now: string): Promise<boolean> {
    const result = await this.tx.manager
      .createQueryBuilder()
      .update(LoginThrottle)
      .set({ alertedAt: now })
      .where('subject = :subject AND source = :source AND failures >= :threshold AND alertedAt IS NULL', { subject, source: EVERY_SOURCE, threshold })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  find(subject: string, source: string): Promise<LoginThrottle | null> {
    return this.tx.manager.findOneBy(LoginThrottle, { subject, source });
  }

  async forgetSource(subject: string, source: string): Promise<void> {
    await this.tx.manager.delete(LoginThrottle, { subject, source });
  }

  async forgetSubject(subject: string): Promise<void> {
    await this.tx.manager.delete(LoginThrottle, { subject });
  }
}
