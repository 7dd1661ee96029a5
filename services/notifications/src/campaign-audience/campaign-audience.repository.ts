import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { AudienceCampaign } from './entities/audience-campaign.entity';
import { CampaignAudienceMember } from './entities/campaign-audience-member.entity';
import { MailRecipient } from './entities/mail-recipient.entity';

type Tie = 'following' | 'saved';

/** The SQL of campaign_audience, audience_campaigns and mail_recipients, in the ambient transaction. */
@Injectable()
export class CampaignAudienceRepository {
  constructor(private readonly tx: Transactions) {}

  private get members() {
    return this.tx.manager.getRepository(CampaignAudienceMember);
  }

  /** The (campaign, person) row exists afterwards; a parallel first insert is not an error. */
  private async ensureMember(campaignId: string, userId: string): Promise<void> {
    if (await this.members.existsBy({ campaignId, userId })) return;
    try {
      await this.members.insert({ campaignId, userId, paidInvestments: 0, following: false, saved: false });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** One paid investment more (+1) or less (-1): one conditional write, never below zero. */
  async countInvestment(campaignId: string, userId: string, delta: 1 | -1): Promise<void> {
    await this.ensureMember(campaignId, userId);
    await this.members
      .createQueryBuilder()
      .update()
      .set({ paidInvestments: () => `paidInvestments + ${delta}` })
      .where('campaignId = :campaignId AND userId = :userId AND paidInvestments + :delta >= 0', { campaignId, userId, delta })
      .execute();
  }

  async setTie(campaignId: string, userId: string, tie: Tie, on: boolean): Promise<void> {
    if (on) await this.ensureMember(campaignId, userId);
    await this.members.update({ campaignId, userId }, { [tie]: on });
  }

  /**
   * One page of a campaign's audience after `afterUserId`, by user id (a keyset page: the fan-out
   * reads it in pages however large the campaign). `who` narrows it to investors or to the others.
   */
  async page(campaignId: string, who: 'all' | 'investors' | 'watchers', afterUserId: string, limit: number): Promise<string[]> {
    const condition = {
      all: '(a.paidInvestments > 0 OR a.following = 1 OR a.saved = 1)',
      investors: 'a.paidInvestments > 0',
      watchers: 'a.paidInvestments = 0 AND (a.following = 1 OR a.saved = 1)',
    }[who];
    const rows = await this.members
      .createQueryBuilder('a')
      .select('a.userId', 'userId')
      .where(`a.campaignId = :campaignId AND a.userId > :after AND ${condition}`, { campaignId, after: afterUserId })
      .orderBy('a.userId', 'ASC')
      .limit(limit)
      .getRawMany<{ userId: string }>();
    return rows.map((row) => row.userId);
  }

  findCampaign(campaignId: string): Promise<AudienceCampaign | null> {
    return this.tx.manager.findOneBy(AudienceCampaign, { campaignId });
  }

  /** Approval is told once per approval; a later one (after changes) brings the newest name. */
  async saveCampaign(campaign: AudienceCampaign): Promise<void> {
    await this.tx.manager.upsert(AudienceCampaign, campaign, ['campaignId']);
  }

  async saveRecipient(recipient: MailRecipient): Promise<void> {
    await this.tx.manager.upsert(MailRecipient, recipient, ['userId']);
  }

  async updateRecipient(userId: string, changes: Partial<Pick<MailRecipient, 'language' | 'firstName'>>): Promise<void> {
    await this.tx.manager.update(MailRecipient, { userId }, changes);
  }

  recipients(userIds: string[]): Promise<MailRecipient[]> {
    return userIds.length === 0 ? Promise.resolve([]) : this.tx.manager.findBy(MailRecipient, { userId: In(userIds) });
  }
}
