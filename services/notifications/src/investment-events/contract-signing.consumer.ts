import { Injectable } from '@nestjs/common';
import { ContractCodeIssuedV1, ContractReviewedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { TextedCodes } from '../sms/texted-codes';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * An investment contract's signature (C4.14): the code that confirms it goes out by SMS; a contract
 * an administrator rejected becomes reSignInvestmentContracts (A4.11) with the reason.
 */
@Injectable()
export class ContractSigningConsumer {
  constructor(
    private readonly codes: TextedCodes,
    private readonly notifications: UserNotificationsService,
  ) {}

  @OnEvent(ContractCodeIssuedV1)
  codeIssued(event: EventEnvelope<EventData<typeof ContractCodeIssuedV1>>): Promise<void> {
    return this.codes.text(event, 'contract-otp');
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
