import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { CampaignFaqsController } from './faqs.controller';
import { CampaignFaqsService } from './faqs.service';

@Module({ imports: [CampaignsCoreModule], controllers: [CampaignFaqsController], providers: [CampaignFaqsService] })
export class CampaignFaqsModule {}
