import { Injectable } from '@nestjs/common';
import { EmailPreferencesUpdatedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { EmailPreferencesRepository } from './email-preferences.repository';

/** identity.email-preferences-updated → the local copy (events of one user arrive in order, same aggregate key). */
@Injectable()
export class EmailPreferencesConsumer {
  constructor(private readonly preferences: EmailPreferencesRepository) {}

  @OnEvent(EmailPreferencesUpdatedV1)
  async onUpdated(event: EventEnvelope<EventData<typeof EmailPreferencesUpdatedV1>>): Promise<void> {
    const { userId, ...flags } = event.data;
    await this.preferences.saveUnlessNewer({ userId, ...flags, updatedAt: event.occurredAt });
  }
}
