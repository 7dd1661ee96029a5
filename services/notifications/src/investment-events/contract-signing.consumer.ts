import { Inject, Injectable } from '@nestjs/common';
import { ContractCodeIssuedV1, ContractReviewedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent, SecretBox } from '@cf/platform';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { SmsQueue } from '../sms/sms-queue.service';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * An investment contract's signature (C4.14): the code that confirms it goes out by SMS; a contract
 * an administrator rejected becomes reSignInvestmentContracts (A4.11) with the reason.
 */
@Injectable()
export class ContractSigningConsumer {
  private readonly sealed: SecretBox;

  constructor(
    private readonly sms: SmsQueue,
    private readonly notifications: UserNotificationsService,
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
  ) {
    this.sealed = SecretBox.fromKeyring(config.deliveryKeyring);
  }

  @OnEvent(ContractCodeIssuedV1)
  async codeIssued(event: EventEnvelope<EventData<typeof ContractCodeIssuedV1>>): Promise<void> {
    const { phone, sealedCode, expiresAt, language } = event.data;
    const code = this.sealed.open(sealedCode, event.type);
    // Whole minutes, rounded down: the SMS never promises more time than the code has.
    const minutes = Math.max(1, Math.floor((Date.parse(expiresAt) - Date.parse(event.occurredAt)) / 60000));
    await this.sms.enqueue({ to: phone, template: 'contract-otp', params: { code, minutes }, language, causationEventId: event.id });
  }

  @OnEvent(ContractReviewedV1)
  async reviewed(event: EventEnvelope<EventData<typeof ContractReviewedV1>>): Promise<void> {
    const d = event.data;
    // An accepted contract needs nothing from the investor; /investments shows it.
    if (d.decision !== 'rejected') return;
    await this.notifications.create({
      userId: d.investorId,
      notificationType: NOTIFICATION_TYPES.reSignInvestmentContracts,
      payload: { investmentProcessId: { id: d.investmentId, companyName: d.campaignName, contractRejectReason: d.reason } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }
}
