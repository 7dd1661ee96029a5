import { Module } from '@nestjs/common';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { InvestorStandingConsumer } from './investor-standing.consumer';
import { ChildInvestorsConsumer } from './child-investors.consumer';
import { InvestorReturnsConsumer } from './investor-returns.consumer';

/** Investors' standing and limits, from verification's events. */
@Module({ imports: [InvestmentsCoreModule], providers: [InvestorStandingConsumer, ChildInvestorsConsumer, InvestorReturnsConsumer] })
export class InvestorsModule {}
