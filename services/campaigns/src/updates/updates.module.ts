import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { CampaignUpdatesController } from './updates.controller';
import { CampaignUpdatesService } from './updates.service';

@Module({ imports: [CampaignsCoreModule], controllers: [CampaignUpdatesController], providers: [CampaignUpdatesService] })
export class CampaignUpdatesModule {}
