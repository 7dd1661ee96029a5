import { Injectable } from '@nestjs/common';
import {
  CampaignFollowedV1,
  CampaignSavedV1,
  CampaignUnfollowedV1,
  DistributionCreditedV1,
  RepaymentReceivedV1,
  TopupCompletedV1,
  VerificationStatusChangedV1,
  AccreditationReviewedV1,
  CampaignTeamChangedV1,
  WithdrawalCompletedV1,
  WithdrawalRequestedV1,
  type EventData,
  type EventEnvelope,
} from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { ActivityService } from './activity.service';

type Event<C extends Parameters<typeof OnEvent>[0]> = EventEnvelope<EventData<C>>;

/**
 * The rest of a person's activity log (A3.18) beyond the account's own events: wallet top-ups and
 * withdrawals, repayments paid and distributions received, verification
 * steps, campaigns followed and saved. Each entry carries the path of the page it concerns (`link`),
 * so the log opens it; amounts in baisa. Investments paid and cancelled are written by
 * CampaignAudienceConsumer, in the one transaction their event already takes there.
 */
@Injectable()
export class PlatformActivityConsumer {
  constructor(private readonly activity: ActivityService) {}

  private log(event: EventEnvelope, userId: string, activityType: string, details: Record<string, unknown>): Promise<void> {
    return this.activity.record({ userId, activityType, details, causationEventId: event.id, occurredAt: event.occurredAt });
  }

  @OnEvent(TopupCompletedV1)
  toppedUp(event: Event<typeof TopupCompletedV1>): Promise<void> {
    const d = event.data;
    return this.log(event, d.userId, 'wallet-topup', {
      transactionNumber: d.transactionNumber,
      amount: d.amount,
      link: '/settings/wallet',
    });
  }

  @OnEvent(WithdrawalRequestedV1)
  withdrawalRequested(event: Event<typeof WithdrawalRequestedV1>): Promise<void> {
    const d = event.data;
    return this.log(event, d.userId, 'wallet-withdrawal-requested', {
      transactionNumber: d.transactionNumber,
      amount: d.amount,
      link: '/settings/wallet',
    });
  }

  @OnEvent(WithdrawalCompletedV1)
  withdrawalCompleted(event: Event<typeof WithdrawalCompletedV1>): Promise<void> {
    const d = event.data;
    return this.log(event, d.userId, 'wallet-withdrawal-completed', {
      transactionNumber: d.transactionNumber,
      amount: d.amount,
      link: '/settings/wallet',
    });
  }

  @OnEvent(RepaymentReceivedV1)
  repaid(event: Event<typeof RepaymentReceivedV1>): Promise<void> {
    const d = event.data;
    return this.log(event, d.payerId, 'repayment-paid', {
      campaignName: d.campaignName,
      repaymentNumber: d.repaymentNumber,
      amount: d.amount,
      link: `/campaign-dashboard/repayment/${d.campaignId}`,
    });
  }

  @OnEvent(DistributionCreditedV1)
  distributed(event: Event<typeof DistributionCreditedV1>): Promise<void> {
    const d = event.data;
    return this.log(event, d.investorId, 'repayment-received', {
      campaignName: d.campaignName,
      repaymentNumber: d.repaymentNumber,
      amount: d.amount,
      link: `/distribution-schedule/${d.campaignId}`,
    });
  }

  @OnEvent(VerificationStatusChangedV1)
  verification(event: Event<typeof VerificationStatusChangedV1>): Promise<void> {
    const d = event.data;
    return this.log(event, d.userId, 'verification-status-changed', {
      status: d.status,
      investorClass: d.investorClass,
      link: '/account-kyc-verification',
    });
  }

  @OnEvent(AccreditationReviewedV1)
  accreditation(event: Event<typeof AccreditationReviewedV1>): Promise<void> {
    const d = event.data;
    return this.log(event, d.userId, `accreditation-${d.status}`, { reason: d.reason, link: '/settings/investment-account' });
  }

  @OnEvent(CampaignTeamChangedV1)
  teamChanged(event: Event<typeof CampaignTeamChangedV1>): Promise<void> {
    const d = event.data;
    return this.log(event, d.actorId, `team-${d.change}`, { name: d.name, campaignName: d.campaignName, campaignId: d.campaignId, link: `/campaign-detail-page/${d.slug}` });
  }

  @OnEvent(CampaignFollowedV1)
  campaignFollowed(event: Event<typeof CampaignFollowedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'campaign-followed', { campaignId: event.data.campaignId });
  }

  @OnEvent(CampaignUnfollowedV1)
  campaignUnfollowed(event: Event<typeof CampaignUnfollowedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'campaign-unfollowed', { campaignId: event.data.campaignId });
  }

  @OnEvent(CampaignSavedV1)
  campaignSaved(event: Event<typeof CampaignSavedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'campaign-saved', { campaignId: event.data.campaignId, link: '/saved-campaign' });
  }
}
