import { Module } from '@nestjs/common';
import { InvestingController } from './investing.controller';
import { InvestingService } from './investing.service';
import { ReservationGroups } from './reservation-groups';
import { HoldReconciliation } from './hold-reconciliation';
import { HoldReconciliationController } from './hold-reconciliation.controller';
import { InvestmentSweeper } from './investment.sweeper';
import { InvestmentsCoreModule } from '../core/investments-core.module';
import { WalletPaymentConsumer } from './wallet-payment.consumer';

/** Investing: reserve, pay (wallet hold, card or bank transfer through the wallet), cancel within the window, confirm into escrow. */
@Module({ imports: [InvestmentsCoreModule], controllers: [InvestingController, HoldReconciliationController], providers: [InvestingService, ReservationGroups, InvestmentSweeper, HoldReconciliation, WalletPaymentConsumer], exports: [InvestingService] })
export class InvestingModule {}
