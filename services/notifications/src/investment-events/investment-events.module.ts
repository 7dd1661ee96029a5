import { Module } from '@nestjs/common';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { CampaignCloseConsumer } from './campaign-close.consumer';
import { InvestmentProgressConsumer } from './investment-progress.consumer';

/** Notifications caused by the investments service's events. */
@Module({ imports: [UserNotificationsModule], providers: [InvestmentProgressConsumer, CampaignCloseConsumer] })
export class InvestmentEventsModule {}
