import { Module } from '@nestjs/common';
import { WalletTransactionsModule } from '../wallet-transactions/wallet-transactions.module';
import { WithdrawalModule } from '../withdrawal/withdrawal.module';
import { ChildAccountsConsumer } from './child-accounts.consumer';
import { ChildWalletsController } from './child-wallets.controller';
import { ChildWalletsService } from './child-wallets.service';
import { WalletChildrenRepository } from './wallet-children.repository';

/** Child wallets (A3.15, ADR 0026): the children verification accepted, and their money. */
@Module({ imports: [WalletTransactionsModule, WithdrawalModule], controllers: [ChildWalletsController], providers: [WalletChildrenRepository, ChildWalletsService, ChildAccountsConsumer], exports: [ChildWalletsService] })
export class ChildWalletsModule {}
