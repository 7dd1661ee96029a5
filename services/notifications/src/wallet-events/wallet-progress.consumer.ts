import { Injectable } from '@nestjs/common';
import {
  TopupCompletedV1,
  TopupFailedV1,
  WithdrawalCompletedV1,
  WithdrawalRequestedV1,
  type EventData,
  type EventEnvelope,
} from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

type WalletProgress = { transactionId: string; transactionNumber: string; userId: string; amount: number };

/**
 * The wallet's progress (top-up credited or failed, withdrawal requested or paid) as in-app
 * notifications, so the bell answers every money movement the user started. Once per event (the
 * kernel's inbox); clicking one opens the wallet page.
 */
@Injectable()
export class WalletProgressConsumer {
  constructor(private readonly notifications: UserNotificationsService) {}

  private async notify(event: EventEnvelope<WalletProgress>, notificationType: string, walletType: 'CREDIT' | 'DEBIT'): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.userId,
      notificationType,
      payload: { walletTransactionId: { id: d.transactionId, walletType, transactionNumber: d.transactionNumber, amount: d.amount } },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
  }

  @OnEvent(TopupCompletedV1)
  topupCompleted(event: EventEnvelope<EventData<typeof TopupCompletedV1>>): Promise<void> {
    return this.notify(event, NOTIFICATION_TYPES.walletTopupCompleted, 'CREDIT');
  }

  @OnEvent(TopupFailedV1)
  topupFailed(event: EventEnvelope<EventData<typeof TopupFailedV1>>): Promise<void> {
    return this.notify(event, NOTIFICATION_TYPES.walletTopupFailed, 'CREDIT');
  }

  @OnEvent(WithdrawalRequestedV1)
  withdrawalRequested(event: EventEnvelope<EventData<typeof WithdrawalRequestedV1>>): Promise<void> {
    return this.notify(event, NOTIFICATION_TYPES.walletWithdrawalRequested, 'DEBIT');
  }

  @OnEvent(WithdrawalCompletedV1)
  withdrawalCompleted(event: EventEnvelope<EventData<typeof WithdrawalCompletedV1>>): Promise<void> {
    return this.notify(event, NOTIFICATION_TYPES.walletWithdrawalCompleted, 'DEBIT');
  }
}
