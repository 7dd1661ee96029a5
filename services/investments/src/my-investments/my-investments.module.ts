import { Module } from '@nestjs/common';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { MyInvestmentsController } from './my-investments.controller';
import { MyInvestmentsService } from './my-investments.service';

/** My investments (/investments): table, highlights, chart, currencies. */
@Module({ imports: [InvestmentsCoreModule], controllers: [MyInvestmentsController], providers: [MyInvestmentsService] })
export class MyInvestmentsModule {}
