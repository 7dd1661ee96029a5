import { Injectable } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { CampaignCloseRow, type CloseStep } from './entities/campaign-close.entity';

/** SQL of investments_campaign_closes: the close saga's record, moved one step at a time by conditional UPDATEs. */
@Injectable()
export class CampaignClosesRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** Starts a close once: false when the campaign's close had started before. */
  async start(row: CampaignCloseRow): Promise<boolean> {
    try {
      await this.manager.insert(CampaignCloseRow, row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  find(campaignId: string): Promise<CampaignCloseRow | null> {
    return this.manager.findOneBy(CampaignCloseRow, { campaignId });
  }

  /** Moves the close from `from` to the next step with its fields, once (of two runners, one moves it). */
  async move(campaignId: string, from: CloseStep, fields: Partial<CampaignCloseRow>, now: string): Promise<boolean> {
    const result = await this.manager.update(CampaignCloseRow, { campaignId, step: from }, { ...fields, updatedAt: now });
    return (result.affected ?? 0) === 1;
  }

  /** Counts one investment's refund (in the transaction that marks it refunded). */
  async countRefund(campaignId: string, amount: number, now: string): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(CampaignCloseRow)
      .set({ refunded: () => `refunded + ${Math.trunc(amount)}`, refundedCount: () => 'refundedCount + 1', updatedAt: now })
      .where('campaignId = :campaignId', { campaignId })
      .execute();
  }

  /** Closes not finished yet (a crash, an unreachable wallet): the sweep resumes them. */
  unfinished(limit: number): Promise<CampaignCloseRow[]> {
    return this.manager.find(CampaignCloseRow, { where: { step: Not('closed') }, take: limit });
  }
}
