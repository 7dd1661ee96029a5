import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { BrowseController } from './browse.controller';
import { BrowseRepository } from './browse.repository';
import { BrowseService } from './browse.service';

/** Lists of campaign cards (browse, owner, profile, saved, review). */
@Module({ imports: [CampaignsCoreModule], controllers: [BrowseController], providers: [BrowseService, BrowseRepository] })
export class BrowseModule {}
