import { Module } from '@nestjs/common';
import { LedgerActivity } from './ledger-activity';
import { WalletTransactionsRepository } from './wallet-transactions.repository';

/**
 * What the ledger needs of the transaction lists (LedgerActivity), apart from the lists' own module:
 * that module's service uses the ledger, and the ledger lists what other services post in the same
 * transaction, so the ledger imports only this.
 */
@Module({ providers: [WalletTransactionsRepository, LedgerActivity], exports: [LedgerActivity] })
export class LedgerActivityModule {}
