import { Injectable } from '@nestjs/common';
import { InvestmentFundedV1, InvestmentRefundedV1, InvestmentsCampaignClosedV1, PayoutConfirmedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * A campaign's close in the bell (issue 14: "investors and the owner are notified"): each investor
 * told the campaign was funded, or refunded when it was unsuccessful, the owner told the outcome, and the owner told the payout is in
 * the wallet. Once per event (the inbox).
 */
@Injectable()
export class CampaignCloseConsumer {
  constructor(private readonly notifications: UserNotificationsService) {}

  private notify(event: EventEnvelope<unknown>, userId: string, notificationType: string, payload: Record<string, unknown>): Promise<unknown> {
    return this.notifications.create({ userId, notificationType, payload, causationEventId: event.id, createdAt: event.occurredAt });
  }

  @OnEvent(InvestmentRefundedV1)
  async refunded(event: EventEnvelope<EventData<typeof InvestmentRefundedV1>>): Promise<void> {
    const d = event.data;
    await this.notify(event, d.investorId, NOTIFICATION_TYPES.investmentRefunded, { investmentProcessId: { id: d.investmentId, companyName: d.campaignName, amount: d.amount } });
  }

  @OnEvent(InvestmentFundedV1)
  async funded(event: EventEnvelope<EventData<typeof InvestmentFundedV1>>): Promise<void> {
    const d = event.data;
    await this.notify(event, d.investorId, NOTIFICATION_TYPES.investmentFunded, { investmentProcessId: { id: d.investmentId, companyName: d.campaignName, amount: d.amount } });
  }

  @OnEvent(InvestmentsCampaignClosedV1)
  async closed(event: EventEnvelope<EventData<typeof InvestmentsCampaignClosedV1>>): Promise<void> {
    const d = event.data;
    if (!d.ownerId) return;
    const successful = d.outcome === 'successful';
    await this.notify(event, d.ownerId, successful ? NOTIFICATION_TYPES.campaignClosedSuccessful : NOTIFICATION_TYPES.campaignClosedUnsuccessful, {
      campaignId: { id: d.campaignId, companyName: d.campaignName, amount: successful ? d.ownerAmount : d.refunded },
    });
  }

  @OnEvent(PayoutConfirmedV1)
  async paidOut(event: EventEnvelope<EventData<typeof PayoutConfirmedV1>>): Promise<void> {
    const d = event.data;
    await this.notify(event, d.ownerId, NOTIFICATION_TYPES.payoutConfirmed, { campaignId: { id: d.campaignId, companyName: d.campaignName, amount: d.amount } });
  }
}
