import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { HoldingRow } from './entities/holding.entity';
import { RepaymentCampaignRow } from './entities/repayment-campaign.entity';

type Terms = Omit<RepaymentCampaignRow, 'outcome' | 'raised' | 'closedAt' | 'scheduledAt' | 'autoRepayment' | 'updatedAt'>;
type Close = Pick<RepaymentCampaignRow, 'campaignId' | 'ownerId' | 'campaignName' | 'currency' | 'outcome' | 'raised' | 'closedAt'>;

/** SQL of repayments_campaigns and repayments_holdings: what repayments learns of campaigns from events. */
@Injectable()
export class RepaymentCampaignsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  async find(campaignId: string): Promise<RepaymentCampaignRow | null> {
    return this.manager.findOneBy(RepaymentCampaignRow, { campaignId });
  }

  async findMany(campaignIds: string[]): Promise<RepaymentCampaignRow[]> {
    if (campaignIds.length === 0) return [];
    return this.manager.createQueryBuilder(RepaymentCampaignRow, 'c').where('c.campaignId IN (:...ids)', { ids: campaignIds }).getMany();
  }

  async ofOwner(ownerId: string): Promise<RepaymentCampaignRow[]> {
    return this.manager.findBy(RepaymentCampaignRow, { ownerId });
  }

  /** The offer's terms (campaigns.offer-published), keeping what the close and the owner set. */
  async saveTerms(terms: Terms, now: string): Promise<void> {
    const blank = { outcome: null, raised: 0, closedAt: null, scheduledAt: null, autoRepayment: false };
    await this.insertOr({ ...blank, ...terms, offerKnown: true, updatedAt: now }, () => this.manager.update(RepaymentCampaignRow, { campaignId: terms.campaignId }, { ...terms, offerKnown: true, updatedAt: now }));
  }

  /** The close (investments.campaign-closed), whatever came first. */
  async saveClose(close: Close, now: string): Promise<void> {
    const blank: Omit<RepaymentCampaignRow, keyof Close> = {
      slug: close.campaignId,
      termsSlug: 'equity',
      interestRate: null,
      termMonths: null,
      gracePeriodMonths: 0,
      paymentFrequency: null,
      paybackStartDate: null,
      distributionOfNetProfit: null,
      offerKnown: false,
      scheduledAt: null,
      autoRepayment: false,
      updatedAt: now,
    };
    const { campaignId, ...rest } = close;
    await this.insertOr({ ...blank, ...close }, () => this.manager.update(RepaymentCampaignRow, { campaignId }, { ...rest, updatedAt: now }));
  }

  private async insertOr(row: RepaymentCampaignRow, otherwise: () => Promise<unknown>): Promise<void> {
    try {
      await this.manager.insert(RepaymentCampaignRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await otherwise();
    }
  }

  /** Claims the writing of a campaign's debt schedule: true once, for the caller that set it. */
  async claimSchedule(campaignId: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(RepaymentCampaignRow)
      .set({ scheduledAt: now, updatedAt: now })
      .where('campaignId = :campaignId AND scheduledAt IS NULL', { campaignId })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async setAutoRepayment(campaignId: string, enabled: boolean, now: string): Promise<void> {
    await this.manager.update(RepaymentCampaignRow, { campaignId }, { autoRepayment: enabled, updatedAt: now });
  }

  /** Records an investor's part; a redelivered event changes nothing. */
  async addHolding(row: HoldingRow): Promise<void> {
    await this.manager.createQueryBuilder().insert().into(HoldingRow).values(row).orIgnore().execute();
  }

  /** Each investor's holding in a campaign (several investments summed), in investor order. */
  async holdingsOf(campaignId: string): Promise<Array<{ investorId: string; holding: number }>> {
    const rows = await this.manager
      .createQueryBuilder(HoldingRow, 'h')
      .select('h.investorId', 'investorId')
      .addSelect('SUM(h.amount)', 'holding')
      .where('h.campaignId = :campaignId', { campaignId })
      .groupBy('h.investorId')
      .orderBy('h.investorId', 'ASC')
      .getRawMany<{ investorId: string; holding: string | number }>();
    return rows.map((r) => ({ investorId: r.investorId, holding: Number(r.holding) }));
  }

  /** What one investor holds, per campaign. */
  async holdingsOfInvestor(investorId: string): Promise<Array<{ campaignId: string; holding: number }>> {
    const rows = await this.manager
      .createQueryBuilder(HoldingRow, 'h')
      .select('h.campaignId', 'campaignId')
      .addSelect('SUM(h.amount)', 'holding')
      .where('h.investorId = :investorId', { investorId })
      .groupBy('h.campaignId')
      .getRawMany<{ campaignId: string; holding: string | number }>();
    return rows.map((r) => ({ campaignId: r.campaignId, holding: Number(r.holding) }));
  }

  /** Sum of holdings and number of investors of a campaign. */
  async holdingTotals(campaignId: string): Promise<{ total: number; investors: number }> {
    const row = await this.manager
      .createQueryBuilder(HoldingRow, 'h')
      .select('COALESCE(SUM(h.amount), 0)', 'total')
      .addSelect('COUNT(DISTINCT h.investorId)', 'investors')
      .where('h.campaignId = :campaignId', { campaignId })
      .getRawOne<{ total: string | number; investors: string | number }>();
    return { total: Number(row?.total ?? 0), investors: Number(row?.investors ?? 0) };
  }
}
