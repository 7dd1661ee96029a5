import { Module } from '@nestjs/common';
import { CampaignsCoreModule } from '../core/campaigns-core.module';
import { SubmissionController } from './submission.controller';
import { SubmissionService } from './submission.service';

@Module({ imports: [CampaignsCoreModule], controllers: [SubmissionController], providers: [SubmissionService] })
export class SubmissionModule {}
