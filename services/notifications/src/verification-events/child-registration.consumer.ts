import { Inject, Injectable } from '@nestjs/common';
import {
  ChildAccountClaimedV1,
  ChildCameOfAgeV1,
  ChildHandoverInvitedV1,
  ChildRegistrationCodeIssuedV1,
  ChildRegistrationDecidedV1,
  ChildRegistrationSubmittedV1,
  ChildSignatureRejectedV1,
  type EventData,
  type EventEnvelope,
} from '@cf/contracts';
import { OnEvent, SecretBox } from '@cf/platform';
import type { NotificationsConfig } from '../config/env';
import { MailQueue } from '../mail/mail-queue.service';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { TextedCodes } from '../sms/texted-codes';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { childUser as namedChild, UserNotificationsService } from '../user-notifications/user-notifications.service';

type ChildNames = EventData<typeof ChildRegistrationDecidedV1>['child'];

/**
 * A child registration's news for its guardian: the signature's code by SMS (A4.4), the e-mail that
 * it is under review (A4.5), the decision in the bell with the reason of a refusal (A4.3, A8.5), and
 * a rejected signature as reSignChildAccountVerifications (A4.9). Once per event (the kernel's inbox).
 */
@Injectable()
export class ChildRegistrationConsumer {
  constructor(
    private readonly codes: TextedCodes,
    private readonly notifications: UserNotificationsService,
    private readonly mail: MailQueue,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {
    this.delivery = SecretBox.fromKeyring(config.deliveryKeyring);
  }

  /** Opens what identity sealed for delivery (the hand-over link). */
  private readonly delivery: SecretBox;

  @OnEvent(ChildRegistrationCodeIssuedV1)
  codeIssued(event: EventEnvelope<EventData<typeof ChildRegistrationCodeIssuedV1>>): Promise<void> {
    return this.codes.text(event, 'child-registration-otp');
  }

  @OnEvent(ChildRegistrationSubmittedV1)
  async submitted(event: EventEnvelope<EventData<typeof ChildRegistrationSubmittedV1>>): Promise<void> {
    const d = event.data;
    const arabic = d.language === 'ar';
    await this.mail.enqueue({
      to: d.guardianEmail,
      template: 'child-registration-submitted',
      params: {
        guardianName: d.guardianName,
        childName: arabic ? `${d.child.firstNameAr} ${d.child.lastNameAr}` : `${d.child.firstName} ${d.child.lastName}`,
        link: `${this.config.platform.publicUrl.replace(/\/+$/, '')}/children-list`,
      },
      language: d.language,
      causationEventId: event.id,
    });
  }

  @OnEvent(ChildRegistrationDecidedV1)
  async decided(event: EventEnvelope<EventData<typeof ChildRegistrationDecidedV1>>): Promise<void> {
    const d = event.data;
    if (d.status === 'ACCEPTED')
      await this.notifications.rememberChild({ childId: d.childId, guardianId: d.guardianId, firstName: d.child.firstName, lastName: d.child.lastName, firstNameAr: d.child.firstNameAr, lastNameAr: d.child.lastNameAr });
    await this.notifications.create({
      userId: d.guardianId,
      notificationType: d.status === 'ACCEPTED' ? NOTIFICATION_TYPES.childAccountVerificationAccepted : NOTIFICATION_TYPES.childAccountVerificationDeclined,
      payload: { childAccountVerificationId: { id: d.childId, ...d.child, rejectReason: d.reason }, childUserId: childUser(d.childId, d.child) },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }

  @OnEvent(ChildCameOfAgeV1)
  async cameOfAge(event: EventEnvelope<EventData<typeof ChildCameOfAgeV1>>): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.guardianId,
      notificationType: NOTIFICATION_TYPES.childCameOfAge,
      payload: { childAccountVerificationId: { id: d.childId, ...d.child }, childUserId: childUser(d.childId, d.child) },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }

  /** ADR 0026: the invitation to take the account over, to the child (or to the guardian to pass on). */
  @OnEvent(ChildHandoverInvitedV1)
  async handoverInvited(event: EventEnvelope<EventData<typeof ChildHandoverInvitedV1>>): Promise<void> {
    const d = event.data;
    await this.mail.enqueue({
      to: d.email,
      template: 'child-handover-invitation',
      params: { firstName: d.firstName, link: this.delivery.open(d.sealedLink, event.type), expiresAt: d.expiresAt, toGuardian: d.toGuardian },
      language: d.language,
      causationEventId: event.id,
    });
  }

  @OnEvent(ChildAccountClaimedV1)
  async claimed(event: EventEnvelope<EventData<typeof ChildAccountClaimedV1>>): Promise<void> {
    await this.notifications.forgetChild(event.data.childId);
  }

  @OnEvent(ChildSignatureRejectedV1)
  async signatureRejected(event: EventEnvelope<EventData<typeof ChildSignatureRejectedV1>>): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.guardianId,
      notificationType: NOTIFICATION_TYPES.reSignChildAccountVerifications,
      payload: { childAccountVerificationId: { id: d.childId, ...d.child, rejectReason: d.reason }, childUserId: childUser(d.childId, d.child) },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }
}

/** A3.7 childUserId: { _id, names }. */
const childUser = (id: string, child: ChildNames) => namedChild({ childId: id, ...child });
