import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { ReviewController } from './review.controller';
import { ReviewService } from './review.service';

@Module({ imports: [CampaignsCoreModule], controllers: [ReviewController], providers: [ReviewService] })
export class ReviewModule {}
