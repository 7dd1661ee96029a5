import { Injectable } from '@nestjs/common';
import { UserRegisteredV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { InvestorsRepository } from '../core/investors.repository';

/** Keeps each user's name and e-mail from identity's events, so reviewers see who they review. */
@Injectable()
export class InvestorDirectoryConsumer {
  constructor(private readonly investors: InvestorsRepository) {}

  @OnEvent(UserRegisteredV1)
  async registered(event: EventEnvelope<EventData<typeof UserRegisteredV1>>): Promise<void> {
    const { userId, email, firstName, lastName } = event.data;
    await this.investors.upsert({ userId, email, firstName, lastName, updatedAt: event.occurredAt });
  }
}
