import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

@Module({ imports: [CampaignsCoreModule], controllers: [TeamController], providers: [TeamService] })
export class TeamModule {}
