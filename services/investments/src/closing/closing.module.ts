import { Module } from '@nestjs/common';
import { InvestingModule } from '../investing/investing.module';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { CampaignClosedConsumer } from './campaign-closed.consumer';
import { CampaignClosesRepository } from './campaign-closes.repository';
import { ClosingController } from './closing.controller';
import { ClosingService } from './closing.service';
import { ClosingSweeper } from './closing.sweeper';
import { SiteRevenueClient } from './site-revenue.client';

/** A campaign's close as a saga: fees on success, refunds on failure (docs/adr/0021). */
@Module({
  imports: [InvestmentsCoreModule, InvestingModule],
  controllers: [ClosingController],
  providers: [CampaignClosesRepository, ClosingService, ClosingSweeper, SiteRevenueClient, CampaignClosedConsumer],
  exports: [ClosingService, CampaignClosesRepository],
})
export class ClosingModule {}
