import { Module } from '@nestjs/common';
import { BrowseService } from '../browse/browse.service';
import { DashboardService } from '../dashboard/dashboard.service';
import { ReviewService } from '../review/review.service';
import { SocialService } from '../social/social.service';
import { WizardModule } from '../wizard/wizard.module';
import { CampaignsCoreModule } from './campaigns-core.module';
import { AdminCampaignsController, CampaignsController } from './campaigns.controller';
import { SiteSettingsConsumer } from './site-settings.consumer';

/** Browse, detail, social (save, follow, comments), admin review and the owner's dashboard. */
@Module({
  imports: [CampaignsCoreModule, WizardModule],
  controllers: [AdminCampaignsController, CampaignsController],
  providers: [BrowseService, SocialService, ReviewService, DashboardService, SiteSettingsConsumer],
})
export class CampaignsModule {}
