import { Injectable } from '@nestjs/common';
import { CampaignClosedV1, InvestmentsCampaignClosedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent, OutboxService } from '@cf/platform';
import { CampaignsRepository } from './campaigns.repository';
import { progressBasisPoints } from './domain/display-label';
import { CampaignStatus } from './domain/campaign-status';

/**
 * Investments closed a campaign and the money decided its outcome (docs/adr/0021): the campaign
 * moves to successful (4) or unsuccessful (5) from live — or from the status an administrator chose
 * when closing it by hand, when the money says otherwise — and says so (`campaigns.campaign-closed`).
 */
@Injectable()
export class CloseOutcomeConsumer {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly outbox: OutboxService,
  ) {}

  @OnEvent(InvestmentsCampaignClosedV1)
  async closed(event: EventEnvelope<EventData<typeof InvestmentsCampaignClosedV1>>): Promise<void> {
    const d = event.data;
    const to = d.outcome === 'successful' ? CampaignStatus.successful : CampaignStatus.unsuccessful;
    const other = to === CampaignStatus.successful ? CampaignStatus.unsuccessful : CampaignStatus.successful;
    const c = await this.campaigns.findById(d.campaignId);
    if (!c) return;
    const from = c.status === CampaignStatus.active || c.status === other ? c.status : null;
    if (from === null) return;
    const patch = { status: to, closedAt: c.closedAt ?? event.occurredAt, progressBp: progressBasisPoints(d.raised, d.goal), updatedAt: event.occurredAt };
    if (!(await this.campaigns.moveStatus(c.id, from, patch))) return;
    await this.outbox.append(CampaignClosedV1, c.id, { campaignId: c.id, ownerId: c.ownerId, outcome: d.outcome, raisedAmount: d.raised, goal: d.goal });
  }
}
