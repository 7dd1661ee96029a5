import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { EmailPreference } from './entities/email-preference.entity';

/** SQL about each user's e-mail switches (one row a user, made on first read). */
@Injectable()
export class EmailPreferencesRepository {
  constructor(private readonly tx: Transactions) {}

  findByUser(userId: string): Promise<EmailPreference | null> {
    return this.tx.manager.findOneBy(EmailPreference, { userId });
  }

  async insert(row: EmailPreference): Promise<void> {
    await this.tx.manager.insert(EmailPreference, row);
  }

  async update(id: string, changes: Partial<EmailPreference>): Promise<void> {
    await this.tx.manager.update(EmailPreference, { id }, changes);
  }
}
