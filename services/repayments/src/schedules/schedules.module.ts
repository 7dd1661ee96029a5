import { Module } from '@nestjs/common';
import { RepaymentsCoreModule } from '../core/repayments-core.module';
import { CampaignEventsConsumer } from './campaign-events.consumer';
import { ChildrenConsumer } from './children.consumer';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';

/** Schedules: written from campaigns' and investments' events, read and managed over REST. */
@Module({ imports: [RepaymentsCoreModule], controllers: [SchedulesController], providers: [SchedulesService, CampaignEventsConsumer, ChildrenConsumer], exports: [SchedulesService] })
export class SchedulesModule {}
