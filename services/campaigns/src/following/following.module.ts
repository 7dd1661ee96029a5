import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { FollowingController } from './following.controller';
import { FollowingService } from './following.service';

/** Saved campaigns, followers and early birds. */
@Module({ imports: [CampaignsCoreModule], controllers: [FollowingController], providers: [FollowingService] })
export class FollowingModule {}
