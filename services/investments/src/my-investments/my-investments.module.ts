import { Module } from '@nestjs/common';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { MyInvestmentsController } from './my-investments.controller';
import { MyInvestmentsService } from './my-investments.service';
import { PublicProfilesClient } from './public-profiles.client';

/** My investments (/investments): table, highlights, chart, currencies; a public profile's backed campaigns. */
@Module({ imports: [InvestmentsCoreModule], controllers: [MyInvestmentsController], providers: [MyInvestmentsService, PublicProfilesClient] })
export class MyInvestmentsModule {}
