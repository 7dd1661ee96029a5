import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { EmailPreferencesModule } from '../email-preferences/email-preferences.module';
import { MailModule } from '../mail/mail.module';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { CampaignAudienceConsumer } from './campaign-audience.consumer';
import { CampaignAudienceRepository } from './campaign-audience.repository';
import { CampaignNewsConsumer } from './campaign-news.consumer';
import { CampaignNewsService } from './campaign-news.service';

/** Each campaign's audience and the news told to it (issue 38: C1.2, C6.1, A3.13). */
@Module({
  imports: [MailModule, UserNotificationsModule, EmailPreferencesModule, ActivityModule],
  providers: [CampaignAudienceRepository, CampaignAudienceConsumer, CampaignNewsService, CampaignNewsConsumer],
})
export class CampaignAudienceModule {}
