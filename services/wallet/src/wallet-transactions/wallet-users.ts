import { Injectable } from '@nestjs/common';
import { UserRegisteredV1, type EventData, type EventEnvelope, type Language } from '@cf/contracts';
import { isUniqueViolation, OnEvent } from '@cf/platform';
import type { WalletUserRow } from './entities/wallet-user.entity';
import { WalletUsersRepository } from './wallet-users.repository';

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
  constructor(private readonly users: WalletUsersRepository) {}

  @OnEvent(UserRegisteredV1)
  async registered(event: EventEnvelope<EventData<typeof UserRegisteredV1>>): Promise<void> {
    const { userId, email, firstName, lastName, language } = event.data;
    const row: WalletUserRow = { userId, email, firstName, lastName, language, updatedAt: event.occurredAt };
    try {
      await this.users.insert(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.users.update(userId, { email, firstName, lastName, language, updatedAt: event.occurredAt });
    }
  }

  async find(userId: string): Promise<KnownUser | null> {
    const row = await this.users.find(userId);
    return row ? { ...row, language: row.language as Language } : null;
  }

  async findMany(userIds: string[]): Promise<Map<string, KnownUser>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.users.findMany(unique);
    return new Map(rows.map((r) => [r.userId, { ...r, language: r.language as Language }]));
  }

  /** Users whose e-mail or name contains `text` (admin search). */
  async search(text: string): Promise<string[]> {
    return this.users.searchIds(text);
  }
}
