import { Module } from '@nestjs/common';
import { FeesModule } from '../fees/fees.module';
import { ChildWalletsController } from './child-wallets.controller';
import { LedgerActivityConsumer } from './ledger-activity.consumer';
import { WalletReadsController } from './wallet-reads.controller';
import { WalletReadsService } from './wallet-reads.service';
import { WalletTransactionsRepository } from './wallet-transactions.repository';
import { WalletUsers } from './wallet-users';

/** The wallet's transaction records, the people it knows, and the user's read paths. */
@Module({
  imports: [FeesModule],
  controllers: [WalletReadsController, ChildWalletsController],
  providers: [WalletTransactionsRepository, WalletUsers, WalletReadsService, LedgerActivityConsumer],
  exports: [WalletTransactionsRepository, WalletUsers, WalletReadsService],
})
export class WalletReadsModule {}
