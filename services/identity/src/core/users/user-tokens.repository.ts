import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { UserToken, type UserTokenPurpose } from './entities/user-token.entity';

/** SQL about single-use link tokens (activation, password reset), stored by their hash. */
@Injectable()
export class UserTokensRepository {
  constructor(private readonly tx: Transactions) {}

  /** Makes every open token of this purpose unusable (a newer one replaces them). */
  async supersedeOpen(userId: string, purpose: UserTokenPurpose, now: string): Promise<void> {
    await this.tx.manager
      .createQueryBuilder()
      .update(UserToken)
      .set({ supersededAt: now })
      .where('userId = :userId AND purpose = :purpose AND usedAt IS NULL AND supersededAt IS NULL', { userId, purpose })
      .execute();
  }

  async insert(row: UserToken): Promise<void> {
    await this.tx.manager.insert(UserToken, row);
  }

  findByHash(tokenHash: string, purpose: UserTokenPurpose): Promise<UserToken | null> {
    return this.tx.manager.findOneBy(UserToken, { tokenHash, purpose });
  }

  /** Uses the token once: true for the one request whose conditional update took it. */
  async consume(id: string, now: string): Promise<boolean> {
    const consumed = await this.tx.manager
      .createQueryBuilder()
      .update(UserToken)
      .set({ usedAt: now })
      .where('id = :id AND usedAt IS NULL AND supersededAt IS NULL', { id })
      .execute();
    return (consumed.affected ?? 0) === 1;
  }
}
