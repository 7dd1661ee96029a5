import { Module } from '@nestjs/common';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { InvestorStandingConsumer } from './investor-standing.consumer';

/** Investors' standing and limits, from verification's events. */
@Module({ imports: [InvestmentsCoreModule], providers: [InvestorStandingConsumer] })
export class InvestorsModule {}
