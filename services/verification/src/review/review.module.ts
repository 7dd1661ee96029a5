import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../account-verification/verification-core.module';
import { ReviewController } from './review.controller';
import { ReviewService } from './review.service';

/** Administrators' review of verifications. */
@Module({ imports: [VerificationCoreModule], controllers: [ReviewController], providers: [ReviewService] })
export class ReviewModule {}
