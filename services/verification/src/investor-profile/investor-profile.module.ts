import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { InvestorProfileController } from './investor-profile.controller';
import { InvestorProfileService } from './investor-profile.service';

/** Step 1: the investor profile (personal details). */
@Module({ imports: [VerificationCoreModule], controllers: [InvestorProfileController], providers: [InvestorProfileService] })
export class InvestorProfileModule {}
