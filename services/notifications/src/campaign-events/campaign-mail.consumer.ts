import { Injectable } from '@nestjs/common';
import { CampaignApprovedV1, CampaignDeclinedV1, CampaignSubmittedV1, TeamMemberInvitedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { MailQueue } from '../mail/mail-queue.service';

type Event<C extends Parameters<typeof OnEvent>[0]> = EventEnvelope<EventData<C>>;

/** Turns the campaigns service's events into e-mails in the recipient's language (once per event: the kernel's inbox). */
@Injectable()
export class CampaignMailConsumer {
  constructor(private readonly mail: MailQueue) {}

  @OnEvent(CampaignSubmittedV1)
  async submitted(event: Event<typeof CampaignSubmittedV1>): Promise<void> {
    await this.toOwner(event, 'campaign-submitted');
  }

  @OnEvent(CampaignApprovedV1)
  async approved(event: Event<typeof CampaignApprovedV1>): Promise<void> {
    await this.toOwner(event, 'campaign-approved');
  }

  @OnEvent(CampaignDeclinedV1)
  async declined(event: Event<typeof CampaignDeclinedV1>): Promise<void> {
    await this.toOwner(event, 'campaign-declined', { reason: event.data.reason });
  }

  /** The review decisions all go to the owner with the campaign's name and link. */
  private async toOwner(
    event: EventEnvelope<Pick<EventData<typeof CampaignSubmittedV1>, 'ownerEmail' | 'ownerName' | 'campaignName' | 'link' | 'language'>>,
    template: 'campaign-submitted' | 'campaign-approved' | 'campaign-declined',
    extra: Record<string, string> = {},
  ): Promise<void> {
    const d = event.data;
    await this.mail.enqueue({
      to: d.ownerEmail,
      template,
      params: { ownerName: d.ownerName, campaignName: d.campaignName, link: d.link, ...extra },
      language: d.language,
      causationEventId: event.id,
    });
  }

  @OnEvent(TeamMemberInvitedV1)
  async teamMemberInvited(event: Event<typeof TeamMemberInvitedV1>): Promise<void> {
    const d = event.data;
    await this.mail.enqueue({
      to: d.email,
      template: 'campaign-team-invitation',
      params: { fullName: d.fullName, role: d.role, campaignName: d.campaignName, inviterName: d.inviterName, link: d.link },
      language: d.language,
      causationEventId: event.id,
    });
  }
}
