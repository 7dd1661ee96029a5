import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { CAMPAIGNS_CONFIG } from '../campaigns.tokens';
import { IdentityClient, SiteSettingsClient } from './clients';
import type { CampaignsConfig } from '../config/env';
import { FILE_STORAGE } from '../storage/file-storage';
import { FilesService } from '../storage/files.service';
import { StoredFileStorage } from '../storage/stored-file-storage';
import { FileAreas } from '@cf/platform';
import { CampaignItemsRepository } from './campaign-items.repository';
import { CampaignStore } from './campaign-store';
import { CampaignsRepository } from './campaigns.repository';
import { CommentsRepository } from './comments.repository';
import { EngagementRepository } from './engagement.repository';

const SHARED = [CampaignStore, CampaignsRepository, CampaignItemsRepository, EngagementRepository, CommentsRepository, SiteSettingsClient, IdentityClient, FilesService];

/**
 * What every campaigns feature shares: the campaign and item repositories, the access rules and
 * views (CampaignStore), uploads through the storage port (the platform's file store), and the
 * clients of site and identity.
 */
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [FileAreas, CAMPAIGNS_CONFIG],
      useFactory: (files: FileAreas, config: CampaignsConfig) => new StoredFileStorage(files, join(config.dataDir, 'uploads', 'campaigns')),
    },
    ...SHARED,
  ],
  exports: [FILE_STORAGE, ...SHARED],
})
export class CampaignsCoreModule {}
