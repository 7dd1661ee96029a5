import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { DetailController } from './detail.controller';
import { DetailService } from './detail.service';

/** A campaign's page: the campaign, gallery, updates, documents and their files, investors, calculator. */
@Module({ imports: [CampaignsCoreModule], controllers: [DetailController], providers: [DetailService] })
export class DetailModule {}
