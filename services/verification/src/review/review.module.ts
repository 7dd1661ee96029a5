import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { ConsentsRepository } from '../consent/consents.repository';
import { ReviewController } from './review.controller';
import { ReviewService } from './review.service';

/** Administrators' review of verifications. */
@Module({ imports: [VerificationCoreModule], controllers: [ReviewController], providers: [ReviewService, ConsentsRepository] })
export class ReviewModule {}
