import { Module } from '@nestjs/common';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { createSmsSender, SMS_SENDER } from './sms-sender';
import { SmsMessagesRepository } from './sms-messages.repository';
import { SmsQueue } from './sms-queue.service';
import { SmsWorker } from './sms.worker';
import { TextedCodes } from './texted-codes';

@Module({
  providers: [
    { provide: SMS_SENDER, inject: [NOTIFICATIONS_CONFIG], useFactory: (config: NotificationsConfig) => createSmsSender(config) },
    SmsMessagesRepository,
    SmsWorker,
    SmsQueue,
    TextedCodes,
  ],
  exports: [SmsQueue, SmsWorker, SmsMessagesRepository, TextedCodes],
})
export class SmsModule {}
