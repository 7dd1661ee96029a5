import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EmailPreferencesUpdatedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { EmailPreference, type EmailPreferenceKind } from './entities/email-preference.entity';

/**
 * Keeps the latest preferences per user so that campaign e-mails (invested or saved campaign, new
 * investment, comment, owner update) can be skipped when the user turned that kind off.
 */
@Injectable()
export class EmailPreferencesService {
  @OnEvent(EmailPreferencesUpdatedV1)
  async onUpdated(event: EventEnvelope<EventData<typeof EmailPreferencesUpdatedV1>>, manager: EntityManager): Promise<void> {
    const { userId, ...flags } = event.data;
    const existing = await manager.findOneBy(EmailPreference, { userId });
    // Events of one user arrive in order (same aggregate key); an older one never overwrites a newer one.
    if (existing && existing.updatedAt > event.occurredAt) return;
    if (existing) await manager.update(EmailPreference, { userId }, { ...flags, updatedAt: event.occurredAt });
    else await manager.insert(EmailPreference, { userId, ...flags, updatedAt: event.occurredAt });
  }

  /** True unless the user turned this kind of e-mail off (no copy yet means the defaults: all on). */
  async allows(manager: EntityManager, userId: string, kind: EmailPreferenceKind): Promise<boolean> {
    const preference = await manager.findOneBy(EmailPreference, { userId });
    return preference ? preference[kind] : true;
  }
}
