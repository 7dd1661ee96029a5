import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { SuitabilityController } from './suitability.controller';
import { SuitabilityService } from './suitability.service';

/** Step 3: the suitability test. */
@Module({ imports: [VerificationCoreModule], controllers: [SuitabilityController], providers: [SuitabilityService] })
export class SuitabilityModule {}
