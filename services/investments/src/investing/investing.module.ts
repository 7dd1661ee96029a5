import { Module } from '@nestjs/common';
import { InvestingController } from './investing.controller';
import { InvestingService } from './investing.service';
import { InvestmentSweeper } from './investment.sweeper';
import { InvestmentsCoreModule } from './investments-core.module';

/** Investing: reserve, pay by wallet hold, cancel within the window, confirm into escrow. */
@Module({ imports: [InvestmentsCoreModule], controllers: [InvestingController], providers: [InvestingService, InvestmentSweeper], exports: [InvestingService] })
export class InvestingModule {}
