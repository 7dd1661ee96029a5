import { Module } from '@nestjs/common';
import { RepaymentsCoreModule } from '../core/repayments-core.module';
import { DistributionViewsService } from './distribution-views.service';
import { DistributionsController } from './distributions.controller';
import { DistributionsService } from './distributions.service';

/** Distributions: the ledger batch that credits investors, and the investor's schedule and report. */
@Module({ imports: [RepaymentsCoreModule], controllers: [DistributionsController], providers: [DistributionsService, DistributionViewsService], exports: [DistributionsService] })
export class DistributionsModule {}
