import { Injectable } from '@nestjs/common';
import { AccountLockedV1 } from '@cf/contracts';
import { Clock, OutboxService, Transactions } from '@cf/platform';
import { LIMITS } from '../shared/constants';
import { requestLanguage } from '../shared/language';
import { User } from '../users/entities/user.entity';

/**
 * Brute-force protection: 5 wrong passwords within 15 minutes lock the account for 15 minutes.
 * Counting is one conditional UPDATE, so parallel guesses cannot slip past the limit.
 */
@Injectable()
export class LockoutService {
  constructor(
    private readonly tx: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  isLocked(user: User): boolean {
    return user.lockedUntil !== null && user.lockedUntil > this.clock.nowIso();
  }

  /** Records a wrong password; returns true when this failure locked the account. */
  async recordFailure(user: User): Promise<boolean> {
    const now = this.clock.nowIso();
    const windowStart = this.clock.inSeconds(-LIMITS.loginFailureWindowSeconds);
    return this.tx.run(async () => {
      await this.tx.manager
        .createQueryBuilder()
        .update(User)
        .set({
          failedLoginCount: () =>
            'CASE WHEN failedLoginWindowStart IS NULL OR failedLoginWindowStart < :windowStart THEN 1 ELSE failedLoginCount + 1 END',
          failedLoginWindowStart: () =>
            'CASE WHEN failedLoginWindowStart IS NULL OR failedLoginWindowStart < :windowStart THEN :now ELSE failedLoginWindowStart END',
        })
        .where('id = :id')
        .setParameters({ id: user.id, windowStart, now })
        .execute();
      const lockedUntil = this.clock.inSeconds(LIMITS.lockSeconds);
      const locked = await this.tx.manager
        .createQueryBuilder()
        .update(User)
        .set({ lockedUntil, failedLoginCount: 0, failedLoginWindowStart: null })
        .where('id = :id AND failedLoginCount >= :max', { id: user.id, max: LIMITS.loginFailuresBeforeLock })
        .execute();
      if ((locked.affected ?? 0) !== 1) return false;
      await this.outbox.append(AccountLockedV1, user.id, {
        userId: user.id,
        email: user.email,
        lockedUntil,
        language: requestLanguage(user.language),
      });
      return true;
    });
  }

  async clearFailures(user: User): Promise<void> {
    if (user.failedLoginCount === 0 && user.lockedUntil === null) return;
    await this.tx.manager
      .getRepository(User)
      .update({ id: user.id }, { failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null });
  }
}
