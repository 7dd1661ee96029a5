import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({ imports: [CampaignsCoreModule], controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}
