import { Module } from '@nestjs/common';
import { WalletTransactionsModule } from '../wallet-transactions/wallet-transactions.module';
import { StatementsController } from './statements.controller';
import { StatementsService } from './statements.service';

@Module({ imports: [WalletTransactionsModule], controllers: [StatementsController], providers: [StatementsService] })
export class StatementsModule {}
