import { Inject, Injectable } from '@nestjs/common';
import { ConsentCodeIssuedV1, ConsentRejectedV1, RemarkRequestedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent, SecretBox } from '@cf/platform';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { SmsQueue } from '../sms/sms-queue.service';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * What the investor must act on (A4.4, A4.8, A4.10): the code that confirms a signature goes out by
 * SMS; a rejected signature becomes reSignAccountverification with the reason (A8.5); a reviewer's
 * request for documents becomes pendingAccountVerificationRemark with the note.
 */
@Injectable()
export class VerificationActionsConsumer {
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

  @OnEvent(RemarkRequestedV1)
  async remarkRequested(event: EventEnvelope<EventData<typeof RemarkRequestedV1>>): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.userId,
      notificationType: NOTIFICATION_TYPES.pendingAccountVerificationRemark,
      // A3.7 names the note per language; the reviewer writes it once, shown in both.
      payload: { accountVerificationRemarkId: { id: d.remarkId, remarkNoteAr: d.note, remarkNoteEn: d.note } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }
}
