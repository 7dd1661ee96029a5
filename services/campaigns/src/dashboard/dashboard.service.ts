import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@cf/platform';
import { CampaignStore } from '../campaigns/campaign-store';
import { campaignCard, completenessOf } from '../campaigns/campaign-views';
import { daysLeft, progressPercent, todayIn } from '../campaigns/domain/display-label';
import { CampaignCommentRow, CampaignFaqRow } from '../campaigns/entities/campaign-items.entity';

/** C2.13 owner dashboard overview numbers. */
@Injectable()
export class DashboardService {
  constructor(private readonly store: CampaignStore) {}

  async overview(id: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    const m = this.store.dataSource.manager;
    const [counts, pending, approved, faqs] = await Promise.all([
      this.store.counts(c.id),
      m.countBy(CampaignCommentRow, { campaignId: c.id, status: 'pending' }),
      m.countBy(CampaignCommentRow, { campaignId: c.id, status: 'approved' }),
      m.findBy(CampaignFaqRow, { campaignId: c.id }),
    ]);
    return {
      campaign: campaignCard(c, this.store.config),
      raisedAmount: c.raisedAmount,
      goal: c.goal,
      progress: progressPercent(c.raisedAmount, c.goal),
      investorsCount: c.investorsCount,
      ...counts,
      comments: { pending, approved },
      daysLeft: daysLeft(c.closeDate, todayIn(c.timezone || 'Asia/Muscat')),
      declineReason: c.declineReason,
      completeness: completenessOf(c, faqs),
    };
  }
}
