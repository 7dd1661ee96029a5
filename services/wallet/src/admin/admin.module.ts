import { Module } from '@nestjs/common';
import { FeesModule } from '../fees/fees.module';
import { TopupModule } from '../topup/topup.module';
import { WalletTransactionsModule } from '../wallet-transactions/wallet-transactions.module';
import { WithdrawalModule } from '../withdrawal/withdrawal.module';
import { AdjustmentsRepository } from './adjustments.repository';
import { AdjustmentsService } from './adjustments.service';
import { WalletAdminController } from './admin.controller';
import { AdminTransactionsService } from './admin-transactions.service';
import { RejectionEvents } from './rejection-events';

/** A4.6 / A6: review of bank transfers and withdrawals; manual credits and refunds with maker-checker. */
@Module({
  imports: [WalletTransactionsModule, FeesModule, TopupModule, WithdrawalModule],
  controllers: [WalletAdminController],
  providers: [AdjustmentsRepository, AdminTransactionsService, AdjustmentsService, RejectionEvents],
})
export class WalletAdminModule {}
