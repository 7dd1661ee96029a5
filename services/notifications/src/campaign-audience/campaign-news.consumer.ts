import { Injectable } from '@nestjs/common';
import { CampaignClosedV1, CampaignUpdatePublishedV1, CommentPostedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { NOTIFICATION_TYPES } from '../user-notifications/notification-types';
import { CampaignAudienceRepository } from './campaign-audience.repository';
import { CampaignNewsService } from './campaign-news.service';
import type { AudienceCampaign } from './entities/audience-campaign.entity';

type Event<C extends Parameters<typeof OnEvent>[0]> = EventEnvelope<EventData<C>>;

export const PREFERENCES = '/settings/email-preferences';

/** An update's text as a short plain quote (the owner's editor may send markup). */
export function excerptOf(description: string, max = 280): string {
  const text = description
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A campaign's news told to those it concerns (A3.13, C1.2, C6.1): an owner's update to its
 * investors, followers and savers (bell and e-mail); its close to them by e-mail; a new comment to
 * its owner by e-mail (a new investment: CampaignAudienceConsumer). Each optional e-mail only where
 * its preference is on.
 */
@Injectable()
export class CampaignNewsConsumer {
  constructor(
    private readonly audience: CampaignAudienceRepository,
    private readonly news: CampaignNewsService,
  ) {}

  @OnEvent(CampaignUpdatePublishedV1)
  async updatePublished(event: Event<typeof CampaignUpdatePublishedV1>): Promise<void> {
    const d = event.data;
    // An edit republishes the whole update; only its first publication is news.
    if (d.editedAt !== d.postedAt) return;
    const campaign = await this.audience.findCampaign(d.campaignId);
    const link = this.news.link(`/campaign-detail-page/${encodeURIComponent(d.campaignSlug)}?tab=updates`);
    await this.news.tellAudience(d.campaignId, 'all', campaign?.ownerId ?? null, {
      bell: {
        notificationType: NOTIFICATION_TYPES.campaignUpdatePublished,
        payload: {
          campaignId: { id: d.campaignId, companyName: d.campaignName, slug: d.campaignSlug },
          campaignUpdateId: { id: d.updateId, title: d.title },
        },
        causationEventId: event.id,
        createdAt: event.occurredAt,
      },
      mail: {
        kind: 'newUpdateFromOwner',
        template: 'campaign-update-posted',
        params: (reader) => ({
          firstName: reader.firstName,
          campaignName: d.campaignName,
          title: d.title,
          excerpt: excerptOf(d.description),
          link,
          preferencesLink: this.news.link(PREFERENCES),
        }),
      },
      causationEventId: event.id,
    });
  }

  @OnEvent(CampaignClosedV1)
  async closed(event: Event<typeof CampaignClosedV1>): Promise<void> {
    const d = event.data;
    const campaign = await this.audience.findCampaign(d.campaignId);
    if (!campaign) return; // never approved here: nobody could invest in it, follow it or save it
    const successful = d.outcome === 'successful';
    const link = this.news.link(`/campaign-detail-page/${encodeURIComponent(campaign.slug)}`);
    const preferencesLink = this.news.link(PREFERENCES);
    // Investors hear of their money in the bell already (investments' funded / refunded); the e-mail is optional.
    await this.news.tellAudience(d.campaignId, 'investors', campaign.ownerId, {
      mail: {
        kind: 'investedCampaign',
        template: 'invested-campaign-closed',
        params: (r) => ({ firstName: r.firstName, campaignName: campaign.name, successful, link, preferencesLink }),
      },
      causationEventId: event.id,
    });
    await this.news.tellAudience(d.campaignId, 'watchers', campaign.ownerId, {
      mail: {
        kind: 'savedCampaign',
        template: 'saved-campaign-closed',
        params: (r) => ({ firstName: r.firstName, campaignName: campaign.name, successful, link, preferencesLink }),
      },
      causationEventId: event.id,
    });
  }

  @OnEvent(CommentPostedV1)
  async commented(event: Event<typeof CommentPostedV1>): Promise<void> {
    const d = event.data;
    const campaign = await this.audience.findCampaign(d.campaignId);
    // The owner's own comments and replies are not news to the owner.
    if (!campaign || d.userId === campaign.ownerId) return;
    await this.news.mailOne(campaign.ownerId, ownerAsReader(campaign), {
      mail: {
        kind: 'newComment',
        template: 'campaign-new-comment',
        params: () => ({
          ownerName: campaign.ownerName,
          campaignName: campaign.name,
          awaitsModeration: d.status === 'pending',
          link: this.news.link(`/campaign-detail-page/${encodeURIComponent(campaign.slug)}?tab=discussion`),
          preferencesLink: this.news.link(PREFERENCES),
        }),
      },
      causationEventId: event.id,
    });
  }
}

/** The owner's address and language as the approval carried them. */
export const ownerAsReader = (campaign: AudienceCampaign) => ({
  userId: campaign.ownerId,
  email: campaign.ownerEmail,
  firstName: campaign.ownerName ?? '',
  language: campaign.ownerLanguage,
});
