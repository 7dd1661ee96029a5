import { Module } from '@nestjs/common';
import { SavedBankAccountsModule } from '../bank-accounts/saved-bank-accounts.module';
import { FeesModule } from '../fees/fees.module';
import { WalletTransactionsModule } from '../wallet-transactions/wallet-transactions.module';
import { WithdrawalController } from './withdrawal.controller';
import { WithdrawalHoldExpiryConsumer } from './withdrawal-hold-expiry.consumer';
import { WithdrawalService } from './withdrawal.service';

@Module({ imports: [WalletTransactionsModule, FeesModule, SavedBankAccountsModule], controllers: [WithdrawalController], providers: [WithdrawalService, WithdrawalHoldExpiryConsumer], exports: [WithdrawalService] })
export class WithdrawalModule {}
