import { Inject, Injectable } from '@nestjs/common';
import { SmsDeliveredV1 } from '@cf/contracts';
import { OutboxService, Transactions } from '@cf/platform';
import { DeliveryWorker } from '../core/delivery-worker';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import type { SmsMessage } from './entities/sms-message.entity';
import { SmsMessagesRepository } from './sms-messages.repository';
import { SMS_SENDER, type SmsSender } from './sms-sender';

/** Sends queued SMS and announces each one with notifications.sms-delivered. */
@Injectable()
export class SmsWorker extends DeliveryWorker<SmsMessage> {
  constructor(
    tx: Transactions,
    queue: SmsMessagesRepository,
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
    @Inject(SMS_SENDER) private readonly sender: SmsSender,
    private readonly outbox: OutboxService,
  ) {
    super(tx, queue, config.deliveryPollMs, config.maxDeliveryAttempts);
  }

  protected deliver(row: SmsMessage): Promise<{ transportMessageId: string }> {
    return this.sender.send({ id: row.id, to: row.to, text: row.text, template: row.template, language: row.language });
  }

  protected async afterDelivered(row: SmsMessage): Promise<void> {
    await this.outbox.append(SmsDeliveredV1, row.id, {
      messageId: row.id,
      to: row.to,
      template: row.template,
      causationEventId: row.causationEventId,
    });
  }
}
