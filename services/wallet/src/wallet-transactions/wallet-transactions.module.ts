import { Module } from '@nestjs/common';
import { FeesModule } from '../fees/fees.module';
import { WalletController } from './wallet.controller';
import { WalletTransactionsService } from './wallet-transactions.service';
import { WalletTransactionsRepository } from './wallet-transactions.repository';
import { WalletUsers } from './wallet-users';
import { WalletUsersRepository } from './wallet-users.repository';

/** The wallet's transaction records, the people it knows, and the user's read paths. */
@Module({
  imports: [FeesModule],
  controllers: [WalletController],
  providers: [WalletTransactionsRepository, WalletUsersRepository, WalletUsers, WalletTransactionsService],
  exports: [WalletTransactionsRepository, WalletUsers, WalletTransactionsService],
})
export class WalletTransactionsModule {}
