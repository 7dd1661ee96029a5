import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EmailDeliveredV1 } from '@cf/contracts';
import { OutboxService, Transactions } from '@cf/platform';
import { DeliveryWorker } from '../core/delivery-worker';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import type { MailMessage } from './entities/mail-message.entity';
import { MailMessagesRepository } from './mail-messages.repository';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';

/** Sends queued e-mails and announces each one with notifications.email-delivered. */
@Injectable()
export class MailWorker extends DeliveryWorker<MailMessage> implements OnApplicationShutdown {
  constructor(
    tx: Transactions,
    queue: MailMessagesRepository,
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly outbox: OutboxService,
  ) {
    super(tx, queue, config.deliveryPollMs, config.maxDeliveryAttempts);
  }

  protected deliver(row: MailMessage): Promise<{ transportMessageId: string }> {
    return this.transport.send({ id: row.id, to: row.to, subject: row.subject, html: row.html, text: row.text, language: row.language });
  }

  protected async afterDelivered(row: MailMessage): Promise<void> {
    await this.outbox.append(EmailDeliveredV1, row.id, {
      messageId: row.id,
      to: row.to,
      template: row.template,
      causationEventId: row.causationEventId,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }
}
