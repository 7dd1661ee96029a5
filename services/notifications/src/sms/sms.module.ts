import { Module } from '@nestjs/common';
import type { NotificationsConfig } from '../config/env';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { createSmsSender, SMS_SENDER } from './sms-sender';
import { SmsQueue } from './sms-queue.service';
import { SmsWorker } from './sms.worker';

@Module({
  providers: [
    { provide: SMS_SENDER, inject: [NOTIFICATIONS_CONFIG], useFactory: (config: NotificationsConfig) => createSmsSender(config) },
    SmsWorker,
    SmsQueue,
  ],
  exports: [SmsQueue, SmsWorker],
})
export class SmsModule {}
