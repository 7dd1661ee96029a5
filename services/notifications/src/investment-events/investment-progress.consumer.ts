import { Injectable } from '@nestjs/common';
import { InvestmentCancelledV1, InvestmentCommittedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

type InvestmentProgress = { investmentId: string; investorId: string; campaignName: string; amount: number };

/**
 * An investment paid or cancelled, in the investor's bell (issue 13: "cancelling … notifies").
 * payload: { investmentProcessId: { id, companyName, amount } }; once per event (the inbox).
 */
@Injectable()
export class InvestmentProgressConsumer {
  constructor(private readonly notifications: UserNotificationsService) {}

  private async notify(event: EventEnvelope<InvestmentProgress>, notificationType: string): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.investorId,
      notificationType,
      payload: { investmentProcessId: { id: d.investmentId, companyName: d.campaignName, amount: d.amount } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }

  @OnEvent(InvestmentCommittedV1)
  committed(event: EventEnvelope<EventData<typeof InvestmentCommittedV1>>): Promise<void> {
    return this.notify(event, NOTIFICATION_TYPES.investmentCommitted);
  }

  @OnEvent(InvestmentCancelledV1)
  cancelled(event: EventEnvelope<EventData<typeof InvestmentCancelledV1>>): Promise<void> {
    return this.notify(event, NOTIFICATION_TYPES.investmentCancelled);
  }
}
