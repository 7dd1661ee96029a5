import { Injectable } from '@nestjs/common';
import { InvestmentRefundedV1, InvestmentsCampaignClosedV1, PayoutConfirmedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * A campaign's close in the bell (issue 14: "investors and the owner are notified"): each investor
 * refunded when it was unsuccessful, the owner told the outcome, and the owner told the payout is in
 * the wallet. Once per event (the inbox).
 */
@Injectable()
export class CampaignCloseConsumer {
  constructor(private readonly notifications: UserNotificationsService) {}

  @OnEvent(InvestmentRefundedV1)
  async refunded(event: EventEnvelope<EventData<typeof InvestmentRefundedV1>>): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.investorId,
      notificationType: NOTIFICATION_TYPES.investmentRefunded,
      payload: { investmentProcessId: { id: d.investmentId, companyName: d.campaignName, amount: d.amount } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }

  @OnEvent(InvestmentsCampaignClosedV1)
  async closed(event: EventEnvelope<EventData<typeof InvestmentsCampaignClosedV1>>): Promise<void> {
    const d = event.data;
    if (!d.ownerId) return;
    await this.notifications.create({
      userId: d.ownerId,
      notificationType: d.outcome === 'successful' ? NOTIFICATION_TYPES.campaignClosedSuccessful : NOTIFICATION_TYPES.campaignClosedUnsuccessful,
      payload: { campaignId: { id: d.campaignId, companyName: d.campaignName, amount: d.outcome === 'successful' ? d.ownerAmount : d.refunded } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }

  @OnEvent(PayoutConfirmedV1)
  async paidOut(event: EventEnvelope<EventData<typeof PayoutConfirmedV1>>): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.ownerId,
      notificationType: NOTIFICATION_TYPES.payoutConfirmed,
      payload: { campaignId: { id: d.campaignId, companyName: d.campaignName, amount: d.amount } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }
}
