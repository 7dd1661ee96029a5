import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

/** A campaign's discussion and its moderation. */
@Module({ imports: [CampaignsCoreModule], controllers: [CommentsController], providers: [CommentsService] })
export class CommentsModule {}
