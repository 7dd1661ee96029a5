import { Module } from '@nestjs/common';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport';
import { MailMessagesRepository } from './mail-messages.repository';
import { MailQueue } from './mail-queue.service';
import { MailWorker } from './mail.worker';

@Module({
  providers: [
    { provide: MAIL_TRANSPORT, inject: [NOTIFICATIONS_CONFIG], useFactory: (config: NotificationsConfig) => createMailTransport(config) },
    MailMessagesRepository,
    MailWorker,
    MailQueue,
  ],
  exports: [MailQueue, MailWorker, MailMessagesRepository],
})
export class MailModule {}
