import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { InternalCallParsedBody, WalletInvestmentPayment as InvestmentPaymentView, startInvestmentPaymentCall } from '@cf/contracts';
import { AppError, isUniqueViolation } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { FeesService } from '../fees/fees.service';
import { TX_STATUS, type WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WALLET_CONFIG } from '../wallet.tokens';
import { TopupService } from './topup.service';

/** What investments sends to start a payment, and what the wallet answers (their contracts in @cf/contracts). */
export type InvestmentPaymentRequest = InternalCallParsedBody<typeof startInvestmentPaymentCall>;
export type { InvestmentPaymentView };

/**
 * An investment paid by card or bank transfer (docs/adr/0020): a top-up of the investor's wallet
 * through the same providers, fees and webhooks as any top-up, whose settlement also places the
 * investment's hold in the same transaction (TopupService.settle). Investments asks here, service to
 * service, to start it and to learn where it stands; both are idempotent on the investment's id.
 */
@Injectable()
export class InvestmentPaymentsService {
  private readonly logger = new Logger('WalletInvestmentPayments');

  constructor(
    private readonly transactions: WalletTransactionsRepository,
    private readonly fees: FeesService,
    private readonly topups: TopupService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  async start(input: InvestmentPaymentRequest): Promise<InvestmentPaymentView> {
    const existing = await this.transactions.findByInvestment(input.investmentId);
    if (existing) return this.view(existing);
    const provider = this.fees.provider(input.method);
    if (!provider?.isEnabled()) throw new AppError('wallet.paymentMethodUnavailable', HttpStatus.BAD_REQUEST);
    const quote = this.fees.quote(input.amount, input.method);
    let row: WalletTransactionRow;
    try {
      row = await this.transactions.insert({
        ...EMPTY_TRANSACTION_FIELDS,
        userId: input.investorId,
        entryType: 'CREDIT',
        type: 'topup',
        currencyId: input.currency,
        amount: input.amount,
        fees: quote.fees,
        totalAmount: quote.total,
        gateway: input.method,
        status: TX_STATUS.inProcess,
        details: input.campaignName,
        campaignId: input.campaignId,
        campaignName: input.campaignName,
        investmentId: input.investmentId,
        holdExpiresAt: input.holdExpiresAt,
        createdBy: input.investorId,
      });
    } catch (error) {
      // Two starts at once: the second finds the first's row.
      if (!isUniqueViolation(error)) throw error;
      return this.view((await this.transactions.findByInvestment(input.investmentId))!);
    }
    const webBase = this.config.platform.publicUrl.replace(/\/+$/, '');
    try {
      const session = await provider.createCheckout({
        reference: row.id,
        amount: BigInt(quote.total),
        currency: row.currencyId,
        description: `Investment in ${input.campaignName}`.slice(0, 200),
        customer: { userId: input.investorId, email: input.investorEmail },
        successUrl: `${webBase}${input.returnPath}?result=success`,
        cancelUrl: `${webBase}${input.returnPath}?result=cancel`,
        language: input.language,
      });
      await this.transactions.update(row.id, { providerRef: session.providerRef, checkoutUrl: session.redirectUrl });
    } catch (error) {
      this.logger.error({ err: error, transactionId: row.id, provider: input.method }, 'investment checkout could not be created');
      await this.topups.fail(row.id, { reason: 'provider_unavailable' });
      throw new AppError('wallet.providerUnavailable', HttpStatus.BAD_GATEWAY);
    }
    return this.view((await this.transactions.findById(row.id))!);
  }

  /** Where the payment stands; one still in process at a card provider is asked about (and settled). */
  async status(investmentId: string): Promise<InvestmentPaymentView> {
    const row = await this.transactions.findByInvestment(investmentId);
    if (!row) throw AppError.notFound('wallet.transactionNotFound');
    return this.view(await this.topups.askProvider(row));
  }

  private view(row: WalletTransactionRow): InvestmentPaymentView {
    const bank = row.gateway === 'bank_transfer';
    return {
      investmentId: row.investmentId!,
      transactionId: row.id,
      transactionNumber: row.transactionNumber,
      method: row.gateway,
      status: row.status,
      amount: row.amount,
      fees: { percentage: row.feePercentage, flat: row.feeFlat, service: row.feeService, platform: row.feePlatform, vat: row.feeVat },
      totalAmount: row.totalAmount,
      redirectUrl: row.status === TX_STATUS.inProcess ? row.checkoutUrl : null,
      bankTransfer: bank ? this.fees.flows.bankTransferDetails : null,
      failureReason: row.failureReason,
    };
  }
}
