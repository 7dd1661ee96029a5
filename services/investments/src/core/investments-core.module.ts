import { Module } from '@nestjs/common';
import { InvestorsRepository } from './investors.repository';
import { OfferTermsCache } from './offer-terms.cache';
import { OffersRepository } from './offers.repository';
import { WalletEscrow } from './wallet-escrow';
import { InvestmentViews } from './investment-views';
import { InvestmentsRepository } from './investments.repository';
import { ChildrenRepository } from './children.repository';

/** What the features share: the repositories, the wallet's ledger and the views. */
@Module({
  providers: [OffersRepository, OfferTermsCache, InvestorsRepository, InvestmentsRepository, WalletEscrow, InvestmentViews, ChildrenRepository],
  exports: [OffersRepository, OfferTermsCache, InvestorsRepository, InvestmentsRepository, WalletEscrow, InvestmentViews, ChildrenRepository],
})
export class InvestmentsCoreModule {}
