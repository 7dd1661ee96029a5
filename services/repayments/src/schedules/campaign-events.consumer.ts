import { Injectable } from '@nestjs/common';
import { CampaignOfferPublishedV1, InvestmentFundedV1, InvestmentsCampaignClosedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import { SchedulesService } from './schedules.service';

/**
 * What repayments learns of campaigns: the terms (campaigns' offer), the close and each investor's
 * part (investments). The debt schedule is written by whichever of terms and close arrives second.
 */
@Injectable()
export class CampaignEventsConsumer {
  constructor(
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly schedules: SchedulesService,
  ) {}

  @OnEvent(CampaignOfferPublishedV1)
  async offer(event: EventEnvelope<EventData<typeof CampaignOfferPublishedV1>>): Promise<void> {
    const d = event.data;
    const t = d.repaymentTerms ?? null;
    await this.campaigns.saveTerms(
      {
        campaignId: d.campaignId,
        ownerId: d.ownerId,
        campaignName: d.campaignName.slice(0, 200),
        slug: d.slug.slice(0, 200),
        termsSlug: d.termsSlug,
        currency: d.currency,
        interestRate: t?.interestRate ?? null,
        termMonths: t?.termMonths ?? null,
        gracePeriodMonths: t?.gracePeriodMonths ?? 0,
        paymentFrequency: t?.paymentFrequency ?? null,
        paybackStartDate: t?.paybackStartDate ?? null,
        distributionOfNetProfit: t?.distributionOfNetProfit ?? null,
        offerKnown: true,
      },
      event.occurredAt,
    );
    await this.schedules.writeDebtScheduleIfReady(d.campaignId);
  }

  @OnEvent(InvestmentsCampaignClosedV1)
  async closed(event: EventEnvelope<EventData<typeof InvestmentsCampaignClosedV1>>): Promise<void> {
    const d = event.data;
    await this.campaigns.saveClose(
      { campaignId: d.campaignId, ownerId: d.ownerId, campaignName: d.campaignName.slice(0, 200), currency: d.currency, outcome: d.outcome, raised: d.raised, closedAt: event.occurredAt },
      event.occurredAt,
    );
    await this.schedules.writeDebtScheduleIfReady(d.campaignId);
  }

  @OnEvent(InvestmentFundedV1)
  async funded(event: EventEnvelope<EventData<typeof InvestmentFundedV1>>): Promise<void> {
    const d = event.data;
    await this.campaigns.addHolding({ investmentId: d.investmentId, campaignId: d.campaignId, investorId: d.investorId, amount: d.amount, createdAt: event.occurredAt });
  }
}
