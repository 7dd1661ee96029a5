import { Injectable } from '@nestjs/common';
import { EmailPreferencesRepository } from './email-preferences.repository';
import type { EmailPreferenceKind } from './entities/email-preference.entity';

/**
 * Keeps the latest preferences per user so that campaign e-mails (invested or saved campaign, new
 * investment, comment, owner update) can be skipped when the user turned that kind off.
 */
@Injectable()
export class EmailPreferencesService {
  constructor(private readonly preferences: EmailPreferencesRepository) {}

  /** True unless the user turned this kind of e-mail off (no copy yet means the defaults: all on). */
  async allows(userId: string, kind: EmailPreferenceKind): Promise<boolean> {
    const preference = await this.preferences.findOfUser(userId);
    return preference ? preference[kind] : true;
  }

  /** Those of `userIds` who did not turn this kind of e-mail off, in one query. */
  async allowing(userIds: string[], kind: EmailPreferenceKind): Promise<string[]> {
    const off = new Set((await this.preferences.findOfUsers(userIds)).filter((p) => !p[kind]).map((p) => p.userId));
    return userIds.filter((id) => !off.has(id));
  }
}
