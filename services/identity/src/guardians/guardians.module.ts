import { Module } from '@nestjs/common';
import { GuardianStandingConsumer } from './guardian-standing.consumer';

/** Guardians of minors (issue 37): identity's part is the current user's isChildVerificationAllowed. */
@Module({ providers: [GuardianStandingConsumer] })
export class GuardiansModule {}
