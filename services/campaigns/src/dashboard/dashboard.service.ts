import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@cf/platform';
import { CampaignItemsRepository } from '../campaigns/campaign-items.repository';
import { CampaignStore } from '../campaigns/campaign-store';
import { campaignCard, completenessOf } from '../campaigns/campaign-views';
import { CommentsRepository } from '../campaigns/comments.repository';
import { CampaignStatus } from '../campaigns/domain/campaign-status';
import { daysLeft, progressPercent, todayIn } from '../campaigns/domain/display-label';
import { EngagementRepository } from '../campaigns/engagement.repository';
import { CampaignFaqRow } from '../campaigns/entities/campaign-items.entity';

/** C2.13 owner dashboard overview numbers. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly store: CampaignStore,
    private readonly engagement: EngagementRepository,
    private readonly comments: CommentsRepository,
    private readonly items: CampaignItemsRepository,
  ) {}

  async overview(id: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    const [counts, pending, approved, faqs] = await Promise.all([
      this.engagement.counts(c.id),
      this.comments.countByStatus(c.id, 'pending'),
      this.comments.countByStatus(c.id, 'approved'),
      this.items.list(CampaignFaqRow, c.id, {}),
    ]);
    return {
      campaign: campaignCard(c, this.store.config),
      raisedAmount: c.raisedAmount,
      goal: c.goal,
      progress: progressPercent(c.raisedAmount, c.goal),
      investorsCount: c.investorsCount,
      ...counts,
      comments: { pending, approved },
      // A closed campaign (successful or not) has no days left, whatever its planned date said.
      daysLeft: c.status === CampaignStatus.active ? daysLeft(c.closeDate, todayIn(c.timezone || 'Asia/Muscat')) : null,
      declineReason: c.declineReason,
      completeness: completenessOf(c, faqs),
    };
  }
}
