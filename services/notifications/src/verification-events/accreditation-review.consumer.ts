import { Injectable } from '@nestjs/common';
import { AccreditationReviewedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * verification.accreditation-reviewed → the investor's bell (A4.3: approved, or declined with its
 * reason, A8.5), opening the accredited investor account. Once per event (the kernel's inbox).
 */
@Injectable()
export class AccreditationReviewConsumer {
  constructor(private readonly notifications: UserNotificationsService) {}

  @OnEvent(AccreditationReviewedV1)
  async reviewed(event: EventEnvelope<EventData<typeof AccreditationReviewedV1>>): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.userId,
      notificationType: d.status === 'approved' ? NOTIFICATION_TYPES.accreditationApproved : NOTIFICATION_TYPES.accreditationDeclined,
      payload: { accreditation: { status: d.status, declineReason: d.reason } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }
}
