import { Module } from '@nestjs/common';
import { FeesModule } from '../fees/fees.module';
import { WalletTransactionsModule } from '../wallet-transactions/wallet-transactions.module';
import { WithdrawalController } from './withdrawal.controller';
import { WithdrawalHoldExpiryConsumer } from './withdrawal-hold-expiry.consumer';
import { WithdrawalService } from './withdrawal.service';

@Module({ imports: [WalletTransactionsModule, FeesModule], controllers: [WithdrawalController], providers: [WithdrawalService, WithdrawalHoldExpiryConsumer], exports: [WithdrawalService] })
export class WithdrawalModule {}
