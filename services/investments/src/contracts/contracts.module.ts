import { Module } from '@nestjs/common';
import { InvestingModule } from '../investing/investing.module';
import { InvestmentsCoreModule } from '../investing/investments-core.module';
import { ContractsController } from './contracts.controller';
import { ContractsService } from './contracts.service';

/** Investment contracts (C7.8): the words and the PDF. Signing with a texted code and the review come next (issue 14). */
@Module({ imports: [InvestmentsCoreModule, InvestingModule], controllers: [ContractsController], providers: [ContractsService] })
export class ContractsModule {}
