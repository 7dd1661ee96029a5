import { Module } from '@nestjs/common';
import { AccountVerificationController } from './account-verification.controller';
import { VerificationCoreModule } from '../core/verification-core.module';
import { VerificationsService } from './verifications.service';

/** The investor's verification: declarations, submission, class, limits and "may invest". */
@Module({ imports: [VerificationCoreModule], controllers: [AccountVerificationController], providers: [VerificationsService] })
export class AccountVerificationModule {}
