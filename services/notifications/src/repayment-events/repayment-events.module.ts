import { Module } from '@nestjs/common';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { RepaymentEventsConsumer } from './repayment-events.consumer';

/** Notifications caused by the repayments service's events. */
@Module({ imports: [UserNotificationsModule], providers: [RepaymentEventsConsumer] })
export class RepaymentEventsModule {}
