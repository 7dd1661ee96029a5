import { Module } from '@nestjs/common';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { AdminInvestmentsController } from './admin-investments.controller';
import { AdminInvestmentsService } from './admin-investments.service';

/** The administrators' investments list. */
@Module({ imports: [InvestmentsCoreModule], controllers: [AdminInvestmentsController], providers: [AdminInvestmentsService] })
export class AdminInvestmentsModule {}
