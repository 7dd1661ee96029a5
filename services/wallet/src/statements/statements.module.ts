import { Module } from '@nestjs/common';
import { WalletReadsModule } from '../wallet-reads/wallet-reads.module';
import { StatementsController } from './statements.controller';
import { StatementsService } from './statements.service';

@Module({ imports: [WalletReadsModule], controllers: [StatementsController], providers: [StatementsService] })
export class StatementsModule {}
