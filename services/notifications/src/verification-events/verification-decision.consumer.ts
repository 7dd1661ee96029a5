import { Injectable } from '@nestjs/common';
import { VerificationStatusChangedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * verification.status-changed → an in-app notification when an administrator decides (A4.3: the
 * investor is told of the decision, with the reason of a refusal, A8.5) or the identity document expires. A submission notifies
 * nobody: the investor just made it. Once per event (the kernel's inbox).
 */
@Injectable()
export class VerificationDecisionConsumer {
  constructor(private readonly notifications: UserNotificationsService) {}

  @OnEvent(VerificationStatusChangedV1)
  async decided(event: EventEnvelope<EventData<typeof VerificationStatusChangedV1>>): Promise<void> {
    const d = event.data;
    const type =
      d.status === 'ACCEPTED'
        ? NOTIFICATION_TYPES.accountVerificationAccepted
        : d.status === 'DECLINED'
          ? NOTIFICATION_TYPES.accountVerificationDeclined
          : d.status === 'EXPIRED'
            ? NOTIFICATION_TYPES.accountVerificationExpired
            : null;
    if (!type) return;
    await this.notifications.create({
      userId: d.userId,
      notificationType: type,
      payload: { accountVerificationId: { id: d.verificationId, status: d.status, investorClass: d.investorClass, declineReason: d.reason } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }
}
