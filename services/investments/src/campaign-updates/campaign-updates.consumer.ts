import { Injectable } from '@nestjs/common';
import { CampaignUpdatePublishedV1, CampaignUpdateRemovedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { CampaignUpdatesRepository } from './campaign-updates.repository';

/** Keeps the campaigns' updates (C1.2) from campaigns' events, for the investors' /investments. */
@Injectable()
export class CampaignUpdatesConsumer {
  constructor(private readonly updates: CampaignUpdatesRepository) {}

  @OnEvent(CampaignUpdatePublishedV1)
  async published(event: EventEnvelope<EventData<typeof CampaignUpdatePublishedV1>>): Promise<void> {
    const d = event.data;
    await this.updates.save({ id: d.updateId, campaignId: d.campaignId, campaignName: d.campaignName, campaignSlug: d.campaignSlug, title: d.title, description: d.description, postedAt: d.postedAt, editedAt: d.editedAt });
  }

  @OnEvent(CampaignUpdateRemovedV1)
  async removed(event: EventEnvelope<EventData<typeof CampaignUpdateRemovedV1>>): Promise<void> {
    await this.updates.remove(event.data.updateId);
  }
}
