import { Injectable } from '@nestjs/common';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Transactions } from '@cf/platform';
import { InvestmentRow } from '../core/entities/investment.entity';
import { PAID_STATES } from '../core/investments.repository';
import { CampaignUpdateRow } from './entities/campaign-update.entity';

/** SQL of investments_campaign_updates. */
@Injectable()
export class CampaignUpdatesRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** Keeps the latest version of an update (an older event arriving late changes nothing). */
  async save(row: CampaignUpdateRow): Promise<void> {
    const known = await this.manager.findOneBy(CampaignUpdateRow, { id: row.id });
    if (!known) await this.manager.insert(CampaignUpdateRow, row);
    else if (known.editedAt <= row.editedAt) await this.manager.update(CampaignUpdateRow, { id: row.id }, row);
  }

  async remove(id: string): Promise<void> {
    await this.manager.delete(CampaignUpdateRow, { id });
  }

  /** The updates of the campaigns an investor has paid investments in, newest first, and how many there are. */
  async forInvestor(investorId: string, limit: number, campaignId?: string): Promise<[CampaignUpdateRow[], number]> {
    const query: SelectQueryBuilder<CampaignUpdateRow> = this.manager
      .createQueryBuilder(CampaignUpdateRow, 'u')
      .where((qb) => {
        const held = qb
          .subQuery()
          .select('i.campaignId')
          .from(InvestmentRow, 'i')
          .where('i.investorId = :investorId', { investorId })
          .andWhere('i.state IN (:...paid)', { paid: PAID_STATES })
          .getQuery();
        return `u.campaignId IN ${held}`;
      });
    if (campaignId) query.andWhere('u.campaignId = :campaignId', { campaignId });
    return query.orderBy('u.postedAt', 'DESC').addOrderBy('u.id', 'DESC').take(limit).getManyAndCount();
  }
}
