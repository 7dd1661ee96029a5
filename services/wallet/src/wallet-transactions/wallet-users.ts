import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { UserRegisteredV1, type EventData, type EventEnvelope, type Language } from '@cf/contracts';
import { isUniqueViolation, OnEvent, Transactions } from '@cf/platform';
import { WalletUserRow } from './entities/wallet-user.entity';

export interface KnownUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
}

/**
 * The people the wallet has heard of (identity.user-registered), so administrators see names and
 * e-mails beside transactions and rejection e-mails reach the user in their language. Identity's
 * tables are never read.
 */
@Injectable()
export class WalletUsers {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  @OnEvent(UserRegisteredV1)
  async registered(event: EventEnvelope<EventData<typeof UserRegisteredV1>>): Promise<void> {
    const { userId, email, firstName, lastName, language } = event.data;
    const row: WalletUserRow = { userId, email, firstName, lastName, language, updatedAt: event.occurredAt };
    try {
      await this.manager.insert(WalletUserRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.manager.update(WalletUserRow, { userId }, { email, firstName, lastName, language, updatedAt: event.occurredAt });
    }
  }

  async find(userId: string): Promise<KnownUser | null> {
    const row = await this.manager.findOneBy(WalletUserRow, { userId });
    return row ? { ...row, language: row.language as Language } : null;
  }

  async findMany(userIds: string[]): Promise<Map<string, KnownUser>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.manager.getRepository(WalletUserRow).findBy({ userId: In(unique) });
    return new Map(rows.map((r) => [r.userId, { ...r, language: r.language as Language }]));
  }

  /** Users whose e-mail or name contains `text` (admin search). */
  async search(text: string): Promise<string[]> {
    const like = `%${text.toLowerCase()}%`;
    const rows = await this.manager
      .getRepository(WalletUserRow)
      .createQueryBuilder('u')
      .select('u.userId', 'userId')
      .where('LOWER(u.email) LIKE :like OR LOWER(u.firstName) LIKE :like OR LOWER(u.lastName) LIKE :like', { like })
      .limit(500)
      .getRawMany<{ userId: string }>();
    return rows.map((r) => r.userId);
  }
}
