import { Injectable } from '@nestjs/common';
import type { ContractDataView, Language } from '@cf/contracts';
import { resolvePdfFonts, type AuthenticatedUser } from '@cf/platform';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { InvestingService } from '../investing/investing.service';
import { InvestorsRepository } from '../core/investors.repository';
import { OffersRepository } from '../core/offers.repository';
import { contractDocument } from './contract-document';
import { contractPdf, type ContractSigning } from './contract-pdf';
import type { ContractKind } from './contract-texts';

/** C7.8 an investment's contract: its words for the screen, the draft PDF and the signed one. */
@Injectable()
export class ContractsService {
  constructor(
    private readonly investing: InvestingService,
    private readonly investors: InvestorsRepository,
    private readonly offers: OffersRepository,
  ) {}

  async data(user: AuthenticatedUser, investmentId: string, language: Language): Promise<ContractDataView> {
    return this.documentOf(user, await this.investing.requireOwn(user, investmentId), language);
  }

  /** The draft PDF; Arabic without an Arabic font on the machine would print boxes, so it is English then. */
  async draftPdf(user: AuthenticatedUser, investmentId: string, language: Language): Promise<{ pdf: Buffer; referenceId: string }> {
    const fonts = resolvePdfFonts();
    const investment = await this.investing.requireOwn(user, investmentId);
    const document = await this.documentOf(user, investment, language === 'ar' && !fonts.arabic ? 'en' : language);
    return { pdf: await contractPdf(document, investment.acceptedAt, fonts), referenceId: investment.referenceId };
  }

  /** The signed contract, in the language it was signed in (written once by the signing service). */
  async signedPdf(user: AuthenticatedUser, investment: InvestmentRow, language: Language, signing: ContractSigning): Promise<Buffer> {
    const fonts = resolvePdfFonts();
    const document = await this.documentOf(user, investment, language === 'ar' && !fonts.arabic ? 'en' : language);
    return contractPdf(document, investment.acceptedAt, fonts, signing);
  }

  private async documentOf(user: AuthenticatedUser, investment: InvestmentRow, language: Language): Promise<ContractDataView> {
    // The contract names the investor: the child, for an investment a guardian makes for a child (A4.12).
    const [investor, offer] = await Promise.all([this.investors.find(investment.investorId), this.offers.find(investment.campaignId)]);
    const kind: ContractKind = offer?.termsSlug === 'debt' || offer?.termsSlug === 'equity-with-dividends' ? offer.termsSlug : 'equity';
    return contractDocument({ investment, kind, investorName: investor?.legalName || user.email, investorNameAr: investor?.legalNameAr ?? null }, language);
  }
}
