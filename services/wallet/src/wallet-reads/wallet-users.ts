import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { UserRegisteredV1, type EventData, type EventEnvelope, type Language } from '@cf/contracts';
import { isUniqueViolation, OnEvent } from '@cf/platform';
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
  constructor(private readonly dataSource: DataSource) {}

  @OnEvent(UserRegisteredV1)
  async registered(event: EventEnvelope<EventData<typeof UserRegisteredV1>>, manager: EntityManager): Promise<void> {
    const { userId, email, firstName, lastName, language } = event.data;
    const row: WalletUserRow = { userId, email, firstName, lastName, language, updatedAt: event.occurredAt };
    try {
      await manager.insert(WalletUserRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await manager.update(WalletUserRow, { userId }, { email, firstName, lastName, language, updatedAt: event.occurredAt });
    }
  }

  async find(userId: string, manager?: EntityManager): Promise<KnownUser | null> {
    const row = await (manager ?? this.dataSource.manager).findOneBy(WalletUserRow, { userId });
    return row ? { ...row, language: row.language as Language } : null;
  }

  async findMany(userIds: string[]): Promise<Map<string, KnownUser>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(WalletUserRow).findBy({ userId: In(unique) });
    return new Map(rows.map((r) => [r.userId, { ...r, language: r.language as Language }]));
  }

  /** Users whose e-mail or name contains `text` (admin search). */
  async search(text: string): Promise<string[]> {
    const like = `%${text.toLowerCase()}%`;
    const rows = await this.dataSource
      .getRepository(WalletUserRow)
      .createQueryBuilder('u')
      .select('u.userId', 'userId')
      .where('LOWER(u.email) LIKE :like OR LOWER(u.firstName) LIKE :like OR LOWER(u.lastName) LIKE :like', { like })
      .limit(500)
      .getRawMany<{ userId: string }>();
    return rows.map((r) => r.userId);
  }
}
