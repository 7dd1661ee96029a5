import { Module } from '@nestjs/common';
import { BrowseModule } from './browse/browse.module';
import { CommentsModule } from './comments/comments.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DetailModule } from './detail/detail.module';
import { FollowingModule } from './following/following.module';
import { ReviewModule } from './review/review.module';
import { CampaignsCoreModule } from './core/campaigns-core.module';
import { CloseOutcomeConsumer } from './core/close-outcome.consumer';
import { FundingConsumer } from './core/funding.consumer';
import { SiteSettingsConsumer } from './core/site-settings.consumer';

/** The reading and reacting side of campaigns: browse, detail, following, comments, review, dashboard. */
@Module({
  imports: [CampaignsCoreModule, BrowseModule, DetailModule, FollowingModule, CommentsModule, ReviewModule, DashboardModule],
  providers: [SiteSettingsConsumer, FundingConsumer, CloseOutcomeConsumer],
})
export class CampaignsModule {}
