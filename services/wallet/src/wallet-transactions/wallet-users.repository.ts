import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Transactions } from '@cf/platform';
import { WalletUserRow } from './entities/wallet-user.entity';

/** SQL about the wallet's copy of the users it serves (names and e-mails from identity's events). */
@Injectable()
export class WalletUsersRepository {
  constructor(private readonly transactions: Transactions) {}

  async insert(row: WalletUserRow): Promise<void> {
    await this.transactions.manager.insert(WalletUserRow, row);
  }

  async update(userId: string, changes: Partial<WalletUserRow>): Promise<void> {
    await this.transactions.manager.update(WalletUserRow, { userId }, changes);
  }

  find(userId: string): Promise<WalletUserRow | null> {
    return this.transactions.manager.findOneBy(WalletUserRow, { userId });
  }

  findMany(userIds: string[]): Promise<WalletUserRow[]> {
    return this.transactions.manager.findBy(WalletUserRow, { userId: In(userIds) });
  }

  /** Ids of the users whose e-mail or name contains `text` (at most 500). */
  async searchIds(text: string): Promise<string[]> {
    const like = `%${text.toLowerCase()}%`;
    const rows = await this.transactions.manager
      .getRepository(WalletUserRow)
      .createQueryBuilder('u')
      .select('u.userId', 'userId')
      .where('LOWER(u.email) LIKE :like OR LOWER(u.firstName) LIKE :like OR LOWER(u.lastName) LIKE :like', { like })
      .limit(500)
      .getRawMany<{ userId: string }>();
    return rows.map((r) => r.userId);
  }
}
