import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { InvestorAccountController } from './investor-account.controller';
import { InvestorAccountService } from './investor-account.service';
import { InvestorAccountsRepository } from './investor-accounts.repository';

/** A3.10: the US-style accredited investor account (SSN and date of birth sealed). */
@Module({ imports: [VerificationCoreModule], controllers: [InvestorAccountController], providers: [InvestorAccountService, InvestorAccountsRepository] })
export class InvestorAccountModule {}
