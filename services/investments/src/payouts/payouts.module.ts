import { Module } from '@nestjs/common';
import { ClosingModule } from '../closing/closing.module';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { PayoutsController } from './payouts.controller';
import { PayoutsRepository } from './payouts.repository';
import { PayoutsService } from './payouts.service';

/** Payouts of successful campaigns to their owners (C4.3), maker-checker above a threshold. */
@Module({ imports: [InvestmentsCoreModule, ClosingModule], controllers: [PayoutsController], providers: [PayoutsRepository, PayoutsService] })
export class PayoutsModule {}
