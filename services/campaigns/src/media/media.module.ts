import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';

@Module({ imports: [CampaignsCoreModule], controllers: [MediaController], providers: [MediaService] })
export class MediaModule {}
