import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Transactions } from '@cf/platform';
import { EmailPreference } from './entities/email-preference.entity';

/** The SQL of email_preferences (the latest copy of each user's e-mail choices). */
@Injectable()
export class EmailPreferencesRepository {
  constructor(private readonly tx: Transactions) {}

  private get rows() {
    return this.tx.manager.getRepository(EmailPreference);
  }

  findOfUser(userId: string): Promise<EmailPreference | null> {
    return this.rows.findOneBy({ userId });
  }

  findOfUsers(userIds: string[]): Promise<EmailPreference[]> {
    return userIds.length === 0 ? Promise.resolve([]) : this.rows.findBy({ userId: In(userIds) });
  }

  /** Stores the copy unless the one stored is newer (an older event never overwrites a newer one). */
  async saveUnlessNewer(preference: EmailPreference): Promise<void> {
    const existing = await this.rows.findOneBy({ userId: preference.userId });
    if (existing && existing.updatedAt > preference.updatedAt) return;
    if (existing) await this.rows.update({ userId: preference.userId }, preference);
    else await this.rows.insert(preference);
  }
}
