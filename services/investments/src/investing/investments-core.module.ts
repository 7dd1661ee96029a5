import { Module } from '@nestjs/common';
import { InvestorsRepository } from '../investors/investors.repository';
import { OffersRepository } from '../offers/offers.repository';
import { WalletLedgerClient } from '../payments/wallet-ledger.client';
import { InvestmentViews } from './investment-views';
import { InvestmentsRepository } from './investments.repository';

/** What the features share: the repositories, the wallet's ledger and the views. */
@Module({
  providers: [OffersRepository, InvestorsRepository, InvestmentsRepository, WalletLedgerClient, InvestmentViews],
  exports: [OffersRepository, InvestorsRepository, InvestmentsRepository, WalletLedgerClient, InvestmentViews],
})
export class InvestmentsCoreModule {}
