import { Module } from '@nestjs/common';
import { RepaymentsCoreModule } from '../core/repayments-core.module';
import { DistributionsModule } from '../distributions/distributions.module';
import { CardPaymentsConsumer } from './card-payments.consumer';
import { PaymentsController } from './payments.controller';
import { PaymentsExportService } from './payments-export';
import { OfflineRepaymentsController } from './offline-repayments.controller';
import { OfflineRepaymentsService } from './offline-repayments.service';
import { PaymentsService } from './payments.service';
import { RepaymentsSweeper } from './repayments.sweeper';

/** Owners' payments, automatic repayments, reminders, and the sweeper that finishes what a crash left. */
@Module({ imports: [RepaymentsCoreModule, DistributionsModule], controllers: [PaymentsController, OfflineRepaymentsController], providers: [PaymentsService, RepaymentsSweeper, CardPaymentsConsumer, PaymentsExportService, OfflineRepaymentsService], exports: [RepaymentsSweeper] })
export class PaymentsModule {}
