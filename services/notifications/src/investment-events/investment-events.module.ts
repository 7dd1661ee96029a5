import { Module } from '@nestjs/common';
import { SmsModule } from '../sms/sms.module';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { CampaignCloseConsumer } from './campaign-close.consumer';
import { ContractSigningConsumer } from './contract-signing.consumer';
import { InvestmentProgressConsumer } from './investment-progress.consumer';

/** Notifications caused by the investments service's events. */
@Module({ imports: [UserNotificationsModule, SmsModule], providers: [InvestmentProgressConsumer, CampaignCloseConsumer, ContractSigningConsumer] })
export class InvestmentEventsModule {}
