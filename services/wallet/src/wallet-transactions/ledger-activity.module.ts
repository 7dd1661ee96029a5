import { Global, Module } from '@nestjs/common';
import { LEDGER_ACTIVITY } from '../ledger/ledger.tokens';
import { LedgerActivity } from './ledger-activity';
import { WalletTransactionsRepository } from './wallet-transactions.repository';

/**
 * What the ledger needs of the transaction lists: LedgerActivity as the ledger's LEDGER_ACTIVITY port
 * (global, so the ledger imports nothing from the lists, which use the ledger themselves).
 */
@Global()
@Module({ providers: [WalletTransactionsRepository, LedgerActivity, { provide: LEDGER_ACTIVITY, useExisting: LedgerActivity }], exports: [LedgerActivity, LEDGER_ACTIVITY] })
export class LedgerActivityModule {}
