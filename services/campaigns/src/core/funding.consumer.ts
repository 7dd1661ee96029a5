import { Injectable } from '@nestjs/common';
import { InvestmentCancelledV1, InvestmentCommittedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { CampaignsRepository } from './campaigns.repository';

/**
 * The raised amount, investors count and "funded" state of browse and detail come from investments'
 * events (investments owns what was invested); each event counts once (the inbox).
 */
@Injectable()
export class FundingConsumer {
  constructor(private readonly campaigns: CampaignsRepository) {}

  @OnEvent(InvestmentCommittedV1)
  async committed(event: EventEnvelope<EventData<typeof InvestmentCommittedV1>>): Promise<void> {
    await this.campaigns.addFunding(event.data.campaignId, event.data.amount, event.data.firstInCampaign ? 1 : 0);
  }

  @OnEvent(InvestmentCancelledV1)
  async cancelled(event: EventEnvelope<EventData<typeof InvestmentCancelledV1>>): Promise<void> {
    await this.campaigns.addFunding(event.data.campaignId, -event.data.amount, event.data.lastInCampaign ? -1 : 0);
  }
}
