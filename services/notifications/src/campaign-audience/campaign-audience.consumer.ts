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
import { CampaignAudienceRepository } from './campaign-audience.repository';

type Event<C extends Parameters<typeof OnEvent>[0]> = EventEnvelope<EventData<C>>;

/**
 * Keeps who hears of each campaign (its investors, followers and savers), the campaign's name and
 * owner, and where each person's optional e-mails go; each event once (the kernel's inbox).
 */
@Injectable()
export class CampaignAudienceConsumer {
  constructor(private readonly audience: CampaignAudienceRepository) {}

  @OnEvent(UserRegisteredV1)
  async registered(event: Event<typeof UserRegisteredV1>): Promise<void> {
    const d = event.data;
    await this.audience.saveRecipient({ userId: d.userId, email: d.email, firstName: d.firstName, language: d.language });
  }

  /** A new language or first name: the next e-mails are written in it (events of one person arrive in order). */
  @OnEvent(ProfileUpdatedV1)
  async profileUpdated(event: Event<typeof ProfileUpdatedV1>): Promise<void> {
    const { userId, language, firstName } = event.data;
    if (language || firstName) await this.audience.updateRecipient(userId, { ...(language ? { language } : {}), ...(firstName ? { firstName } : {}) });
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

  @OnEvent(InvestmentCommittedV1)
  async invested(event: Event<typeof InvestmentCommittedV1>): Promise<void> {
    await this.audience.countInvestment(event.data.campaignId, event.data.investorId, 1);
  }

  @OnEvent(InvestmentCancelledV1)
  async cancelled(event: Event<typeof InvestmentCancelledV1>): Promise<void> {
    await this.audience.countInvestment(event.data.campaignId, event.data.investorId, -1);
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
