import { Module } from '@nestjs/common';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { InvestmentProgressConsumer } from './investment-progress.consumer';

/** Notifications caused by the investments service's events. */
@Module({ imports: [UserNotificationsModule], providers: [InvestmentProgressConsumer] })
export class InvestmentEventsModule {}
