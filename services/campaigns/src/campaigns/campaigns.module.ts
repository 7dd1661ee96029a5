import { Module } from '@nestjs/common';
import { BrowseModule } from '../browse/browse.module';
import { CommentsModule } from '../comments/comments.module';
import { DashboardModule } from '../dashboard/dashboard.module';
import { DetailModule } from '../detail/detail.module';
import { FollowingModule } from '../following/following.module';
import { ReviewModule } from '../review/review.module';
import { CampaignsCoreModule } from './campaigns-core.module';
import { CloseOutcomeConsumer } from './close-outcome.consumer';
import { FundingConsumer } from './funding.consumer';
import { SiteSettingsConsumer } from './site-settings.consumer';

/** The reading and reacting side of campaigns: browse, detail, following, comments, review, dashboard. */
@Module({
  imports: [CampaignsCoreModule, BrowseModule, DetailModule, FollowingModule, CommentsModule, ReviewModule, DashboardModule],
  providers: [SiteSettingsConsumer, FundingConsumer, CloseOutcomeConsumer],
})
export class CampaignsModule {}
