import { Module } from '@nestjs/common';
import { SavedBankAccountsController } from './saved-bank-accounts.controller';
import { SavedBankAccountsRepository } from './saved-bank-accounts.repository';
import { SavedBankAccountsService } from './saved-bank-accounts.service';

/** Saved withdrawal accounts (A3.11): the withdrawal module reads them. */
@Module({ controllers: [SavedBankAccountsController], providers: [SavedBankAccountsService, SavedBankAccountsRepository], exports: [SavedBankAccountsService] })
export class SavedBankAccountsModule {}
