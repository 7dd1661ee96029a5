import { Injectable } from '@nestjs/common';
import { IsNull, MoreThan, Not } from 'typeorm';
import { Transactions } from '@cf/platform';
import { Session, type SessionEndReason } from './entities/session.entity';

/** SQL about sessions: opened at sign-in, ended once (sign-out, password change, deactivation). */
@Injectable()
export class SessionsRepository {
  constructor(private readonly tx: Transactions) {}

  /** Ended sessions whose tokens have not expired yet (their revocations must be remembered). */
  findEndedUnexpired(now: string): Promise<Session[]> {
    return this.tx.manager.find(Session, { where: { expiresAt: MoreThan(now), endedAt: Not(IsNull()) } });
  }

  async insert(session: Session): Promise<void> {
    await this.tx.manager.insert(Session, session);
  }

  findById(id: string): Promise<Session | null> {
    return this.tx.manager.findOneBy(Session, { id });
  }

  /** Ends the user's session once: false when it was ended already (or is not theirs). */
  async end(userId: string, sessionId: string, reason: SessionEndReason, now: string): Promise<boolean> {
    const result = await this.tx.manager
      .createQueryBuilder()
      .update(Session)
      .set({ endedAt: now, endReason: reason })
      .where('id = :sessionId AND userId = :userId AND endedAt IS NULL', { sessionId, userId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  findOpen(userId: string, now: string): Promise<Session[]> {
    return this.tx.manager.find(Session, { where: { userId, endedAt: IsNull(), expiresAt: MoreThan(now) } });
  }

  async endMany(ids: string[], reason: SessionEndReason, now: string): Promise<void> {
    await this.tx.manager.createQueryBuilder().update(Session).set({ endedAt: now, endReason: reason }).whereInIds(ids).execute();
  }
}
