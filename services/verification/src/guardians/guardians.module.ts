import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { GuardianStandingConsumer } from './guardian-standing.consumer';
import { GuardianStandingsRepository } from './guardian-standings.repository';

/** Guardians of minors (issue 37): who may register children, from verification and investments' facts. */
@Module({ imports: [VerificationCoreModule], providers: [GuardianStandingsRepository, GuardianStandingConsumer], exports: [GuardianStandingsRepository] })
export class GuardiansModule {}
