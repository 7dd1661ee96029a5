import { Inject, Injectable } from '@nestjs/common';
import { ConsentCodeIssuedV1, ConsentRejectedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent, SecretBox } from '@cf/platform';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { SmsQueue } from '../sms/sms-queue.service';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * The consent agreement's messages (A4.4, A4.8): the code that confirms a signature goes out by SMS;
 * a rejected signature becomes the reSignAccountverification notification, with the reason (A8.5).
 */
@Injectable()
export class VerificationConsentConsumer {
  private readonly sealed: SecretBox;

  constructor(
    private readonly sms: SmsQueue,
    private readonly notifications: UserNotificationsService,
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
  ) {
    this.sealed = SecretBox.fromKeyring(config.deliveryKeyring);
  }

  @OnEvent(ConsentCodeIssuedV1)
  async codeIssued(event: EventEnvelope<EventData<typeof ConsentCodeIssuedV1>>): Promise<void> {
    const { phone, sealedCode, expiresAt, language } = event.data;
    const code = this.sealed.open(sealedCode, event.type);
    // Whole minutes, rounded down: the SMS never promises more time than the code has.
    const minutes = Math.max(1, Math.floor((Date.parse(expiresAt) - Date.parse(event.occurredAt)) / 60000));
    await this.sms.enqueue({ to: phone, template: 'consent-otp', params: { code, minutes }, language, causationEventId: event.id });
  }

  @OnEvent(ConsentRejectedV1)
  async rejected(event: EventEnvelope<EventData<typeof ConsentRejectedV1>>): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.userId,
      notificationType: NOTIFICATION_TYPES.reSignAccountverification,
      // A3.7 names the reason per language; the reviewer writes it once, shown in both.
      payload: { accountVerificationId: { id: d.verificationId, consentAgreementRejectReasonAR: d.reason, consentAgreementRejectReasonEN: d.reason } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }
}
