import { Inject, Injectable } from '@nestjs/common';
import type { NotificationsConfig } from '../config/env';
import type { EmailPreferenceKind } from '../email-preferences/entities/email-preference.entity';
import { EmailPreferencesService } from '../email-preferences/email-preferences.service';
import { MailQueue } from '../mail/mail-queue.service';
import type { EmailTemplateName, EmailTemplateParams } from '../mail/templates/email-templates';
import { NOTIFICATIONS_CONFIG } from '../notifications.tokens';
import { UserNotificationsService, type CreateNotificationInput } from '../user-notifications/user-notifications.service';
import { CampaignAudienceRepository } from './campaign-audience.repository';
import type { MailRecipient } from './entities/mail-recipient.entity';

/** How many of the audience are read, told and e-mailed per round (each round is a few batched statements). */
const PAGE = 500;

export interface CampaignNews<K extends EmailTemplateName> {
  /** The bell's notification, when the news has one. */
  bell?: Omit<CreateNotificationInput, 'userId'>;
  /** The e-mail: sent only to those whose preference `kind` is on (A3.13). */
  mail: { kind: EmailPreferenceKind; template: K; params: (reader: MailRecipient) => EmailTemplateParams[K] };
  causationEventId: string;
}

/**
 * Tells a campaign's audience its news (C1.2, C6.1): in the bell and, where the reader's preference
 * allows, by e-mail in the reader's language. A child's share goes to the guardian (ADR 0026). All
 * of it is written in the consuming event's transaction, so it happens once or not at all.
 */
@Injectable()
export class CampaignNewsService {
  constructor(
    private readonly audience: CampaignAudienceRepository,
    private readonly notifications: UserNotificationsService,
    private readonly preferences: EmailPreferencesService,
    private readonly mail: MailQueue,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  /** An address on the site for e-mails (the configured public URL). */
  link(path: string): string {
    return `${this.config.platform.publicUrl.replace(/\/+$/, '')}${path}`;
  }

  async tellAudience<K extends EmailTemplateName>(
    campaignId: string,
    who: 'all' | 'investors' | 'watchers',
    except: string | null,
    news: CampaignNews<K>,
  ): Promise<number> {
    const mailed = new Set<string>();
    let told = 0;
    for (let after = ''; ;) {
      const page = await this.audience.page(campaignId, who, after, PAGE);
      if (page.length === 0) return told;
      after = page[page.length - 1];
      const members = page.filter((id) => id !== except);
      const readers = news.bell
        ? (await this.notifications.createForEach(members, news.bell)).map((row) => row.userId)
        : await this.notifications.readersOf(members);
      told += readers.length;
      const fresh = [...new Set(readers)].filter((id) => id !== except && !mailed.has(id));
      fresh.forEach((id) => mailed.add(id));
      await this.mailTo(fresh, news);
    }
  }

  /** One person's optional e-mail, when the preference allows it. */
  async mailOne<K extends EmailTemplateName>(userId: string, reader: MailRecipient, news: Omit<CampaignNews<K>, 'bell'>): Promise<boolean> {
    if (!(await this.preferences.allows(userId, news.mail.kind))) return false;
    await this.mail.enqueue({
      to: reader.email,
      template: news.mail.template,
      params: news.mail.params(reader),
      language: reader.language,
      causationEventId: news.causationEventId,
    });
    return true;
  }

  private async mailTo<K extends EmailTemplateName>(userIds: string[], news: CampaignNews<K>): Promise<void> {
    const allowed = await this.preferences.allowing(userIds, news.mail.kind);
    const readers = await this.audience.recipients(allowed);
    await this.mail.enqueueMany(
      readers.map((reader) => ({
        to: reader.email,
        template: news.mail.template,
        params: news.mail.params(reader),
        language: reader.language,
        causationEventId: news.causationEventId,
      })),
    );
  }
}
