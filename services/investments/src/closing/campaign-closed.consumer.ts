import { Injectable } from '@nestjs/common';
import { CampaignClosedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { AppError, OnEvent } from '@cf/platform';
import { ClosingService } from './closing.service';

/**
 * An administrator closed a campaign in campaigns: its close starts here (the record and the offer
 * closed, in the inbox's transaction); the sweep runs the rest, and the money decides the outcome.
 */
@Injectable()
export class CampaignClosedConsumer {
  constructor(private readonly closing: ClosingService) {}

  @OnEvent(CampaignClosedV1)
  async closed(event: EventEnvelope<EventData<typeof CampaignClosedV1>>): Promise<void> {
    await this.closing.start(event.data.campaignId, 'admin').catch((error: unknown) => {
      // A campaign investments never had an offer for has nothing to close.
      if (!(error instanceof AppError && error.status === 404)) throw error;
    });
  }
}
