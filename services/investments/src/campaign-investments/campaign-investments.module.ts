import { Module } from '@nestjs/common';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { CampaignInvestmentsController } from './campaign-investments.controller';
import { CampaignInvestmentsService } from './campaign-investments.service';

/** A campaign's investments as its owner and administrators see them. */
@Module({ imports: [InvestmentsCoreModule], controllers: [CampaignInvestmentsController], providers: [CampaignInvestmentsService] })
export class CampaignInvestmentsModule {}
