import { Injectable } from '@nestjs/common';
import { DistributionCreditedV1, RepaymentFailedV1, RepaymentReminderDueV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * Repayments in the bell (issue 15): each investor told a distribution reached the wallet; the owner
 * reminded before and after a due date, and told when a repayment could not be taken ("repayment
 * process failed", C8.3). Once per event (the inbox).
 */
@Injectable()
export class RepaymentEventsConsumer {
  constructor(private readonly notifications: UserNotificationsService) {}

  private notify(event: EventEnvelope<unknown>, userId: string, notificationType: string, payload: Record<string, unknown>): Promise<unknown> {
    return this.notifications.create({ userId, notificationType, payload, causationEventId: event.id, createdAt: event.occurredAt });
  }

  @OnEvent(DistributionCreditedV1)
  async credited(event: EventEnvelope<EventData<typeof DistributionCreditedV1>>): Promise<void> {
    const d = event.data;
    await this.notify(event, d.investorId, NOTIFICATION_TYPES.distributionCredited, { campaignId: { id: d.campaignId, companyName: d.campaignName, amount: d.amount } });
  }

  @OnEvent(RepaymentReminderDueV1)
  async reminder(event: EventEnvelope<EventData<typeof RepaymentReminderDueV1>>): Promise<void> {
    const d = event.data;
    await this.notify(event, d.ownerId, d.when === 'before' ? NOTIFICATION_TYPES.repaymentDueSoon : NOTIFICATION_TYPES.repaymentOverdue, {
      campaignId: { id: d.campaignId, companyName: d.campaignName, amount: d.outstanding, date: d.expectedDate },
    });
  }

  @OnEvent(RepaymentFailedV1)
  async failed(event: EventEnvelope<EventData<typeof RepaymentFailedV1>>): Promise<void> {
    const d = event.data;
    await this.notify(event, d.payerId, NOTIFICATION_TYPES.repaymentFailed, { campaignId: { id: d.campaignId, companyName: d.campaignName, amount: d.amount } });
  }
}
