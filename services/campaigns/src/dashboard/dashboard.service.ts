import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@cf/platform';
import { CampaignItemsRepository } from '../core/campaign-items.repository';
import { CampaignStore } from '../core/campaign-store';
import { campaignCard, completenessOf } from '../core/campaign-views';
import { CommentsRepository } from '../core/comments.repository';
import { CampaignStatus } from '../core/domain/campaign-status';
import { daysLeft, progressPercent, todayIn } from '../core/domain/display-label';
import { EngagementRepository } from '../core/engagement.repository';
import { CampaignFaqRow } from '../core/entities/campaign-items.entity';

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
