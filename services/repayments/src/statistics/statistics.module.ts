import { Module } from '@nestjs/common';
import { RepaymentsCoreModule } from '../core/repayments-core.module';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

@Module({ imports: [RepaymentsCoreModule], controllers: [StatisticsController], providers: [StatisticsService] })
export class StatisticsModule {}
