import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { InvestorDirectoryConsumer } from './investor-directory.consumer';

/** The names and e-mails of users, from identity's events (a read model; identity owns them). */
@Module({ imports: [VerificationCoreModule], providers: [InvestorDirectoryConsumer] })
export class InvestorsModule {}
