import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { WalletProgressConsumer } from './wallet-progress.consumer';
import { WalletRejectionConsumer } from './wallet-rejection.consumer';

/** Notifications caused by the wallet service's events. */
@Module({ imports: [MailModule, UserNotificationsModule], providers: [WalletRejectionConsumer, WalletProgressConsumer] })
export class WalletEventsModule {}
