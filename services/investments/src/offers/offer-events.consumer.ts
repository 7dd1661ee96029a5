import { Injectable } from '@nestjs/common';
import { CampaignClosedV1, CampaignHiddenV1, CampaignOfferPublishedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { OfferTermsCache } from '../core/offer-terms.cache';
import { OffersRepository } from '../core/offers.repository';

/** Keeps each campaign's offer from campaigns' events (campaigns owns the terms; investments the capacity). */
@Injectable()
export class OfferEventsConsumer {
  constructor(
    private readonly offers: OffersRepository,
    private readonly terms: OfferTermsCache,
  ) {}

  @OnEvent(CampaignOfferPublishedV1)
  async published(event: EventEnvelope<EventData<typeof CampaignOfferPublishedV1>>): Promise<void> {
    const d = event.data;
    await this.offers.upsert({
      campaignId: d.campaignId,
      ownerId: d.ownerId,
      campaignName: d.campaignName.slice(0, 200),
      slug: d.slug,
      termsSlug: d.termsSlug,
      currency: d.currency,
      investingType: d.investingType,
      accreditedOnly: d.accreditation === 'accredited',
      goal: d.goal,
      minimumInvestment: d.minimumInvestment,
      maximumInvestment: d.maximumInvestment,
      pricePerShare: d.pricePerShare,
      openDate: d.openDate,
      openTime: d.openTime,
      timezone: d.timezone,
      closeDate: d.closeDate,
      status: 'open',
      // Commitments made before the offer reached investments (demo data) fill the capacity too.
      reserved: Math.min(d.raisedBefore, d.goal),
      updatedAt: event.occurredAt,
    });
    this.terms.forget(d.campaignId);
  }

  @OnEvent(CampaignClosedV1)
  async closed(event: EventEnvelope<EventData<typeof CampaignClosedV1>>): Promise<void> {
    await this.offers.setStatus(event.data.campaignId, 'closed', event.occurredAt);
    this.terms.forget(event.data.campaignId);
  }

  @OnEvent(CampaignHiddenV1)
  async hidden(event: EventEnvelope<EventData<typeof CampaignHiddenV1>>): Promise<void> {
    const { campaignId, hidden, status } = event.data;
    await this.offers.setStatus(campaignId, hidden ? 'hidden' : status === 2 ? 'open' : 'closed', event.occurredAt);
    this.terms.forget(campaignId);
  }
}
