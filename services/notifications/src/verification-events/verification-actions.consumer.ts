import { Injectable } from '@nestjs/common';
import { ConsentCodeIssuedV1, ConsentRejectedV1, RemarkRequestedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { TextedCodes } from '../sms/texted-codes';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * What the investor must act on (A4.4, A4.8, A4.10): the code that confirms a signature goes out by
 * SMS; a rejected signature becomes reSignAccountverification with the reason (A8.5); a reviewer's
 * request for documents becomes pendingAccountVerificationRemark with the note.
 */
@Injectable()
export class VerificationActionsConsumer {
  constructor(
    private readonly codes: TextedCodes,
    private readonly notifications: UserNotificationsService,
  ) {}

  @OnEvent(ConsentCodeIssuedV1)
  codeIssued(event: EventEnvelope<EventData<typeof ConsentCodeIssuedV1>>): Promise<void> {
    return this.codes.text(event, 'consent-otp');
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
