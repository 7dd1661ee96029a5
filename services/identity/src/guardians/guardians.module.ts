import { Module } from '@nestjs/common';
import { RegistrationModule } from '../registration/registration.module';
import { ChildCameOfAgeConsumer } from './child-came-of-age.consumer';
import { ChildHandoverController } from './child-handover.controller';
import { ChildHandoverService } from './child-handover.service';
import { ChildHandoversRepository } from './child-handovers.repository';
import { GuardianStandingConsumer } from './guardian-standing.consumer';

/**
 * Guardians and children (issue 37, ADR 0026): the current user's isChildVerificationAllowed, and
 * the hand-over of a child's account at 18 (an account with the child's id).
 */
@Module({
  imports: [RegistrationModule],
  controllers: [ChildHandoverController],
  providers: [GuardianStandingConsumer, ChildHandoverService, ChildHandoversRepository, ChildCameOfAgeConsumer],
})
export class GuardiansModule {}
