import { Inject, Injectable } from '@nestjs/common';
import { TransactionRejectedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import type { NotificationsConfig } from '../config/env';
import { MailQueue } from '../mail/mail-queue.service';
import { omrText } from '../mail/templates/brand';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { UserNotificationsService } from '../user-notifications/user-notifications.service';

/**
 * wallet.transaction-rejected → the in-app notification `rejectedWalletTransactions` with
 * walletTransactionId { walletType, transactionNumber, walletId, rejectReason } (A3.7; clicking it
 * opens /settings/wallet, A4.13) and an e-mail in the user's language when the address is known.
 * Once per event (the kernel's inbox).
 */
@Injectable()
export class WalletRejectionConsumer {
  constructor(
    private readonly notifications: UserNotificationsService,
    private readonly mail: MailQueue,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  @OnEvent(TransactionRejectedV1)
  async rejected(event: EventEnvelope<EventData<typeof TransactionRejectedV1>>): Promise<void> {
    const d = event.data;
    await this.notifications.create({
      userId: d.userId,
      notificationType: NOTIFICATION_TYPES.rejectedWalletTransactions,
      payload: {
        walletTransactionId: {
          id: d.transactionId,
          walletType: d.walletType,
          transactionNumber: d.transactionNumber,
          walletId: d.walletId,
          rejectReason: d.rejectReason,
          amount: d.amount,
          type: d.type,
        },
      },
      causationEventId: event.id,
      createdAt: event.occurredAt,
    });
    if (!d.email) return;
    await this.mail.enqueue({
      to: d.email,
      template: 'wallet-transaction-rejected',
      params: {
        firstName: d.firstName,
        kind: d.walletType === 'DEBIT' ? 'withdrawal' : 'topup',
        transactionNumber: d.transactionNumber,
        amount: omrText(d.amount, d.language),
        reason: d.rejectReason,
        link: `${this.config.platform.publicUrl.replace(/\/+$/, '')}/settings/wallet`,
      },
      language: d.language,
      causationEventId: event.id,
    });
  }
}
