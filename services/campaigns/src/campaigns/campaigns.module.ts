import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { BrowseService } from '../browse/browse.service';
import { CAMPAIGNS_CONFIG } from '../campaigns.tokens';
import { IdentityClient, SiteSettingsClient } from '../common/clients';
import type { CampaignsConfig } from '../config/env';
import { DashboardService } from '../dashboard/dashboard.service';
import { ReviewService } from '../review/review.service';
import { SocialService } from '../social/social.service';
import { FILE_STORAGE } from '../storage/file-storage';
import { FilesService } from '../storage/files.service';
import { LocalDiskFileStorage } from '../storage/local-disk-file-storage';
import { WizardController } from '../wizard/wizard.controller';
import { WizardService } from '../wizard/wizard.service';
import { CampaignStore } from './campaign-store';
import { AdminCampaignsController, CampaignsController } from './campaigns.controller';
import { SiteSettingsConsumer } from './site-settings.consumer';

/** Everything the campaigns service serves; the storage port is bound to local disk under DATA_DIR. */
@Module({
  controllers: [AdminCampaignsController, WizardController, CampaignsController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [CAMPAIGNS_CONFIG],
      useFactory: (config: CampaignsConfig) => new LocalDiskFileStorage(join(config.dataDir, 'uploads', 'campaigns')),
    },
    CampaignStore,
    SiteSettingsClient,
    IdentityClient,
    FilesService,
    WizardService,
    BrowseService,
    SocialService,
    ReviewService,
    DashboardService,
    SiteSettingsConsumer,
  ],
  exports: [CampaignStore, FilesService, WizardService],
})
export class CampaignsModule {}
