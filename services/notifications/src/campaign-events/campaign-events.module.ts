import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { CampaignMailConsumer } from './campaign-mail.consumer';

@Module({ imports: [MailModule], providers: [CampaignMailConsumer] })
export class CampaignEventsModule {}
