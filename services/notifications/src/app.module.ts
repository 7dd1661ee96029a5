import { Global, Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule } from '@cf/platform';
import './i18n/messages';
import { ActivityModule } from './activity/activity.module';
import { CampaignEventsModule } from './campaign-events/campaign-events.module';
import { CampaignAudienceModule } from './campaign-audience/campaign-audience.module';
import { AudienceCampaign } from './campaign-audience/entities/audience-campaign.entity';
import { CampaignAudienceMember } from './campaign-audience/entities/campaign-audience-member.entity';
import { MailRecipient } from './campaign-audience/entities/mail-recipient.entity';
import { UserActivity } from './activity/entities/user-activity.entity';
import type { NotificationsConfig } from './config/env';
import { ContactUsModule } from './contact-us/contact-us.module';
import { InboxModule } from './inbox/inbox.module';
import { ContactMessage } from './contact-us/entities/contact-message.entity';
import { DevMailboxModule } from './dev-mailbox/dev-mailbox.module';
import { EmailPreferencesModule } from './email-preferences/email-preferences.module';
import { EmailPreference } from './email-preferences/entities/email-preference.entity';
import { IdentityEventsModule } from './identity-events/identity-events.module';
import { VerificationEventsModule } from './verification-events/verification-events.module';
import { WalletEventsModule } from './wallet-events/wallet-events.module';
import { InvestmentEventsModule } from './investment-events/investment-events.module';
import { RepaymentEventsModule } from './repayment-events/repayment-events.module';
import { MailMessage } from './mail/entities/mail-message.entity';
import { MailModule } from './mail/mail.module';
import { NotificationsTables1720000000000 } from './migrations/1720000000000-notifications-tables';
import { NOTIFICATIONS_CONFIG } from './notifications.tokens';
import { SmsMessage } from './sms/entities/sms-message.entity';
import { SmsModule } from './sms/sms.module';
import { UserNotification } from './user-notifications/entities/user-notification.entity';
import { UserNotificationsModule } from './user-notifications/user-notifications.module';
import { NotificationChildRow } from './user-notifications/entities/notification-child.entity';
import { NotificationChildren1720000000100 } from './migrations/1720000000100-children';
import { CampaignAudience1720000000200 } from './migrations/1720000000200-campaign-audience';
import { MailByRecipient1720000000300 } from './migrations/1720000000300-mail-by-recipient';

export const NOTIFICATIONS_ENTITIES = [MailMessage, SmsMessage, UserNotification, UserActivity, ContactMessage, EmailPreference, NotificationChildRow, CampaignAudienceMember, AudienceCampaign, MailRecipient];
export const NOTIFICATIONS_MIGRATIONS = [NotificationsTables1720000000000, NotificationChildren1720000000100, CampaignAudience1720000000200, MailByRecipient1720000000300];

/** Makes the service's configuration injectable everywhere under NOTIFICATIONS_CONFIG. */
@Global()
@Module({})
class NotificationsConfigModule {
  static register(config: NotificationsConfig): DynamicModule {
    return {
      module: NotificationsConfigModule,
      providers: [{ provide: NOTIFICATIONS_CONFIG, useValue: config }],
      exports: [NOTIFICATIONS_CONFIG],
    };
  }
}

@Module({})
export class AppModule {
  static register(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forService(config.platform, { entities: NOTIFICATIONS_ENTITIES, migrations: NOTIFICATIONS_MIGRATIONS }),
        NotificationsConfigModule.register(config),
        MailModule,
        SmsModule,
        IdentityEventsModule,
        CampaignEventsModule,
        CampaignAudienceModule,
        WalletEventsModule,
        InvestmentEventsModule,
        RepaymentEventsModule,
        VerificationEventsModule,
        ActivityModule,
        UserNotificationsModule,
        EmailPreferencesModule,
        ContactUsModule,
        InboxModule,
        DevMailboxModule.register(config.devMailbox),
      ],
    };
  }
}
