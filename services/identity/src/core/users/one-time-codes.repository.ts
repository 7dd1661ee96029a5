import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Transactions } from '@cf/platform';
import { OneTimeCode, type OneTimeCodePurpose } from './entities/one-time-code.entity';

/** SQL about six-digit challenges: each closed once by a conditional update. */
@Injectable()
export class OneTimeCodesRepository {
  constructor(private readonly tx: Transactions) {}

  /** Closes the user's open challenges of this purpose (a new one replaces them). */
  async closeOpen(userId: string, purpose: OneTimeCodePurpose, now: string): Promise<void> {
    await this.tx.manager
      .createQueryBuilder()
      .update(OneTimeCode)
      .set({ usedAt: now })
      .where('userId = :userId AND purpose = :purpose AND usedAt IS NULL', { userId, purpose })
      .execute();
  }

  async insert(row: OneTimeCode): Promise<void> {
    await this.tx.manager.insert(OneTimeCode, row);
  }

  findById(id: string): Promise<OneTimeCode | null> {
    return this.tx.manager.findOneBy(OneTimeCode, { id });
  }

  /** The open (unused, possibly expired) challenge of this purpose, if any. */
  latestOpen(userId: string, purpose: OneTimeCodePurpose): Promise<OneTimeCode | null> {
    return this.tx.manager.getRepository(OneTimeCode).findOne({ where: { userId, purpose, usedAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  countSince(userId: string, purpose: OneTimeCodePurpose, sinceIso: string): Promise<number> {
    return this.tx.manager
      .getRepository(OneTimeCode)
      .createQueryBuilder('c')
      .where('c.userId = :userId AND c.purpose = :purpose AND c.createdAt >= :sinceIso', { userId, purpose, sinceIso })
      .getCount();
  }

  /** Counts a wrong answer on an open challenge (in the database, so concurrent answers all count). */
  async countWrongAnswer(id: string): Promise<void> {
    await this.tx.manager
      .createQueryBuilder()
      .update(OneTimeCode)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND usedAt IS NULL', { id })
      .execute();
  }

  /** Closes a challenge whatever its state (out of attempts). */
  async close(id: string, now: string): Promise<void> {
    await this.tx.manager.update(OneTimeCode, { id }, { usedAt: now });
  }

  /** Uses an open challenge once: true for the one request whose conditional update took it. */
  async consume(id: string, now: string): Promise<boolean> {
    const consumed = await this.tx.manager
      .createQueryBuilder()
      .update(OneTimeCode)
      .set({ usedAt: now })
      .where('id = :id AND usedAt IS NULL', { id })
      .execute();
    return (consumed.affected ?? 0) === 1;
  }
}
