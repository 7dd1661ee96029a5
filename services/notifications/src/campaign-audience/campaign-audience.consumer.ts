import { Injectable } from '@nestjs/common';
import {
  CampaignApprovedV1,
  CampaignFollowedV1,
  CampaignSavedV1,
  CampaignUnfollowedV1,
  CampaignUnsavedV1,
  InvestmentCancelledV1,
  InvestmentCommittedV1,
  ProfileUpdatedV1,
  UserRegisteredV1,
  type EventData,
  type EventEnvelope,
} from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { ActivityService } from '../activity/activity.service';
import { omrText } from '../mail/templates/brand';
import { CampaignAudienceRepository } from './campaign-audience.repository';
import { ownerAsReader, PREFERENCES } from './campaign-news.consumer';
import { CampaignNewsService } from './campaign-news.service';

type Event<C extends Parameters<typeof OnEvent>[0]> = EventEnvelope<EventData<C>>;

/**
 * Keeps who hears of each campaign (its investors, followers and savers), the campaign's name and
 * owner, and where each person's optional e-mails go; each event once (the kernel's inbox).
 */
@Injectable()
export class CampaignAudienceConsumer {
  constructor(
    private readonly audience: CampaignAudienceRepository,
    private readonly news: CampaignNewsService,
    private readonly activity: ActivityService,
  ) {}

  @OnEvent(UserRegisteredV1)
  async registered(event: Event<typeof UserRegisteredV1>): Promise<void> {
    const d = event.data;
    await this.audience.saveRecipient({ userId: d.userId, email: d.email, firstName: d.firstName, language: d.language });
  }

  /** A new language or first name: the next e-mails are written in it (events of one person arrive in order). */
  @OnEvent(ProfileUpdatedV1)
  async profileUpdated(event: Event<typeof ProfileUpdatedV1>): Promise<void> {
    const { userId, language, firstName } = event.data;
    if (language || firstName)
      await this.audience.updateRecipient(userId, { ...(language ? { language } : {}), ...(firstName ? { firstName } : {}) });
  }

  @OnEvent(CampaignApprovedV1)
  async approved(event: Event<typeof CampaignApprovedV1>): Promise<void> {
    const d = event.data;
    await this.audience.saveCampaign({
      campaignId: d.campaignId,
      name: d.campaignName,
      slug: d.slug,
      ownerId: d.ownerId,
      ownerEmail: d.ownerEmail,
      ownerName: d.ownerName,
      ownerLanguage: d.language,
    });
  }

  /**
   * A paid investment, in one transaction (the investments topic is busy, and contract codes' SMS wait
   * behind what its events cost here): the investor joins the campaign's audience, the owner is
   * e-mailed when "new investment" is on (A3.13), the investor's activity log records it (A3.18).
   */
  @OnEvent(InvestmentCommittedV1)
  async invested(event: Event<typeof InvestmentCommittedV1>): Promise<void> {
    const d = event.data;
    await this.audience.countInvestment(d.campaignId, d.investorId, 1);
    await this.activity.record({
      userId: d.investorId,
      activityType: 'investment-paid',
      details: { campaignName: d.campaignName, amount: d.amount, paymentType: d.paymentType, link: `/receipt/${d.investmentId}` },
      causationEventId: event.id,
      occurredAt: event.occurredAt,
    });
    const campaign = await this.audience.findCampaign(d.campaignId);
    if (!campaign) return;
    await this.news.mailOne(campaign.ownerId, ownerAsReader(campaign), {
      mail: {
        kind: 'newInvestment',
        template: 'campaign-new-investment',
        params: () => ({
          ownerName: campaign.ownerName,
          campaignName: campaign.name,
          amount: omrText(d.amount, campaign.ownerLanguage),
          link: this.news.link(`/campaign-dashboard/${encodeURIComponent(d.campaignId)}`),
          preferencesLink: this.news.link(PREFERENCES),
        }),
      },
      causationEventId: event.id,
    });
  }

  @OnEvent(InvestmentCancelledV1)
  async cancelled(event: Event<typeof InvestmentCancelledV1>): Promise<void> {
    const d = event.data;
    await this.audience.countInvestment(d.campaignId, d.investorId, -1);
    await this.activity.record({
      userId: d.investorId,
      activityType: 'investment-cancelled',
      details: { campaignName: d.campaignName, amount: d.amount, link: '/investments' },
      causationEventId: event.id,
      occurredAt: event.occurredAt,
    });
  }

  @OnEvent(CampaignFollowedV1)
  async followed(event: Event<typeof CampaignFollowedV1>): Promise<void> {
    await this.audience.setTie(event.data.campaignId, event.data.userId, 'following', true);
  }

  @OnEvent(CampaignUnfollowedV1)
  async unfollowed(event: Event<typeof CampaignUnfollowedV1>): Promise<void> {
    await this.audience.setTie(event.data.campaignId, event.data.userId, 'following', false);
  }

  @OnEvent(CampaignSavedV1)
  async saved(event: Event<typeof CampaignSavedV1>): Promise<void> {
    await this.audience.setTie(event.data.campaignId, event.data.userId, 'saved', true);
  }

  @OnEvent(CampaignUnsavedV1)
  async unsaved(event: Event<typeof CampaignUnsavedV1>): Promise<void> {
    await this.audience.setTie(event.data.campaignId, event.data.userId, 'saved', false);
  }
}
