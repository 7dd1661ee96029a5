import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { Transactions } from '@cf/platform';
import { CaptchaChallenge } from './entities/captcha-challenge.entity';

/** SQL about image captcha challenges: each burnt once by a conditional update. */
@Injectable()
export class CaptchaChallengesRepository {
  constructor(private readonly tx: Transactions) {}

  async deleteExpiredBefore(before: string): Promise<void> {
    await this.tx.manager.delete(CaptchaChallenge, { expiresAt: LessThan(before) });
  }

  async insert(row: CaptchaChallenge): Promise<void> {
    await this.tx.manager.insert(CaptchaChallenge, row);
  }

  /** Burns an unexpired challenge once: false when it was used, expired or unknown. */
  async burn(id: string, now: string): Promise<boolean> {
    const consumed = await this.tx.manager
      .createQueryBuilder()
      .update(CaptchaChallenge)
      .set({ usedAt: now })
      .where('id = :id AND usedAt IS NULL AND expiresAt > :now', { id, now })
      .execute();
    return (consumed.affected ?? 0) === 1;
  }

  findById(id: string): Promise<CaptchaChallenge | null> {
    return this.tx.manager.findOneBy(CaptchaChallenge, { id });
  }
}
