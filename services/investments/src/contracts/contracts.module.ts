import { Module } from '@nestjs/common';
import { InvestingModule } from '../investing/investing.module';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { ContractFiles } from './contract-files';
import { ContractReviewService } from './contract-review.service';
import { ContractSignaturesRepository } from './contract-signatures.repository';
import { ContractSigningService } from './contract-signing.service';
import { ContractsController } from './contracts.controller';
import { ContractsService } from './contracts.service';

/** Investment contracts (C4.14, C7.8): the words and the PDF, the signature confirmed by a texted code, and the administrators' review. */
@Module({
  imports: [InvestmentsCoreModule, InvestingModule],
  controllers: [ContractsController],
  providers: [ContractsService, ContractSigningService, ContractReviewService, ContractSignaturesRepository, ContractFiles],
})
export class ContractsModule {}
