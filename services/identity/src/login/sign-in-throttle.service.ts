import { Injectable } from '@nestjs/common';
import { SignInAttemptsDetectedV1 } from '@cf/contracts';
import { AppError, Clock, isDeadlock, OutboxService, Transactions } from '@cf/platform';
import { LIMITS } from '../core/constants';
import { requestLanguage } from '../core/language';
import { sha256 } from '../core/secrets';
import type { User } from '../core/users/entities/user.entity';
import { EVERY_SOURCE, LoginThrottlesRepository, type ChargeRule } from './login-throttles.repository';

const subjectOf = (email: string): string => sha256(email.trim().toLowerCase());
const sourceOf = (ip: string | null): string => (ip ?? 'unknown').slice(0, 64);

/**
 * Brute-force protection an attacker cannot turn against the owner (issue 10):
 * - per account and source (client address): 5 free failures, then a delay before each next try
 *   from that address that doubles (30 s … 15 min). Other addresses, the owner's, are untouched;
 * - per account over every source: past 20 failures the right password alone no longer opens a
 *   session, an e-mailed code is asked as well (a captcha is asked on every try anyway), and the
 *   owner is e-mailed once;
 * - a password reset (the link goes to the owner's mailbox) forgets every count of the account.
 * Counts are keyed by a hash of the e-mail typed, so an address without an account gets exactly the
 * answers an account gets. A count is forgotten after 15 quiet minutes.
 */
@Injectable()
export class SignInThrottleService {
  constructor(
    private readonly tx: Transactions,
    private readonly throttles: LoginThrottlesRepository,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts the attempt before the password is checked (one conditional write, so parallel guesses
   * cannot slip past), or refuses it with 429 while the source's delay runs.
   */
  async admit(email: string, ip: string | null): Promise<void> {
    const subject = subjectOf(email);
    const source = sourceOf(ip);
    // Housekeeping first, on its own: old rows go as new attempts come. Each write below is its own
    // short transaction, re-run by Transactions.run when MariaDB picks it as a deadlock victim. They
    // must not share one: the range DELETE's gap locks would block every parallel sign-in's INSERT,
    // and INSERT IGNORE's shared lock on an existing row, upgraded by the UPDATE, deadlocks parallel
    // guesses on one account (both seen as sign-ins answered 500 under load).
    await this.pruneStale();
    await this.tx.run(() => this.throttles.ensure(subject, source, this.clock.nowIso()));
    const admitted = await this.tx.run(() => this.throttles.charge(subject, source, this.rule(), true));
    if (admitted) return;
    const row = await this.throttles.find(subject, source);
    const waitMs = row?.nextAttemptAt ? Date.parse(row.nextAttemptAt) - this.clock.now().getTime() : 1000;
    throw AppError.tooMany('identity.signInThrottled', waitMs / 1000);
  }

  /** The right password: this source's attempt is not held against it. */
  async succeeded(email: string, ip: string | null): Promise<void> {
    await this.throttles.forgetSource(subjectOf(email), sourceOf(ip));
  }

  /** A wrong password: counted over every source; the owner is told once when it passes the threshold. */
  async failed(email: string, user: User | null): Promise<void> {
    const subject = subjectOf(email);
    // Two transactions, not one (see admit): parallel failures on one account share this row.
    await this.tx.run(() => this.throttles.ensure(subject, EVERY_SOURCE, this.clock.nowIso()));
    await this.tx.run(() => this.throttles.charge(subject, EVERY_SOURCE, this.rule(), false));
    if (!user) return;
    await this.tx.run(async () => {
      if (!(await this.throttles.markAlerted(subject, LIMITS.signInStepUpAfterFailures, this.clock.nowIso()))) return;
      const row = await this.throttles.find(subject, EVERY_SOURCE);
      await this.outbox.append(SignInAttemptsDetectedV1, user.id, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        failures: row?.failures ?? LIMITS.signInStepUpAfterFailures,
        since: row?.windowStart ?? this.clock.nowIso(),
        language: requestLanguage(user.language),
      });
    });
  }

  /** Past the threshold over every source, a password must be followed by an e-mailed code. */
  async stepUpRequired(email: string): Promise<boolean> {
    const row = await this.throttles.find(subjectOf(email), EVERY_SOURCE);
    const quietSince = this.clock.inSeconds(-LIMITS.signInQuietSeconds);
    return row !== null && row.updatedAt >= quietSince && row.failures >= LIMITS.signInStepUpAfterFailures;
  }

  /** After a password reset: the owner proved the mailbox, every count of the account goes. */
  async forget(email: string): Promise<void> {
    await this.throttles.forgetSubject(subjectOf(email));
  }

  /** Drops counts quiet for 15 minutes. A deadlock here costs nothing: the next attempt prunes them. */
  private async pruneStale(): Promise<void> {
    try {
      await this.tx.run(() => this.throttles.prune(this.clock.inSeconds(-LIMITS.signInForgetSeconds)), { deadlockRetries: 0 });
    } catch (error) {
      if (!isDeadlock(error)) throw error;
    }
  }

  private rule(): ChargeRule {
    return {
      now: this.clock.nowIso(),
      quietSince: this.clock.inSeconds(-LIMITS.signInQuietSeconds),
      free: LIMITS.signInFreeFailures,
      delaysUntil: LIMITS.signInDelaysSeconds.map((seconds) => this.clock.inSeconds(seconds)),
    };
  }
}
