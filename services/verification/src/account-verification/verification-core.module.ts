import { Module } from '@nestjs/common';
import { InvestorProfilesRepository } from '../investor-profile/investor-profiles.repository';
import { SuitabilityAttemptsRepository } from '../suitability/suitability-attempts.repository';
import { VerificationSteps } from './verification-steps';
import { VerificationViews } from './verification-views';
import { VerificationsRepository } from './verifications.repository';

/** What the features share (docs/adr/0015): the repositories, the step lock and event, the views. */
@Module({
  providers: [VerificationsRepository, InvestorProfilesRepository, SuitabilityAttemptsRepository, VerificationSteps, VerificationViews],
  exports: [VerificationsRepository, InvestorProfilesRepository, SuitabilityAttemptsRepository, VerificationSteps, VerificationViews],
})
export class VerificationCoreModule {}
