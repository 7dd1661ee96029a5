import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type {
  InternalCallParsedBody,
  Language,
  WalletInvestmentPayment as InvestmentPaymentView,
  WalletRepaymentPayment as RepaymentPaymentView,
  startInvestmentPaymentCall,
  startRepaymentPaymentCall,
} from '@cf/contracts';
import { AppError, isUniqueViolation } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import type { PaymentMethod } from '../config/wallet-flows-config';
import { FeesService } from '../fees/fees.service';
import { TX_STATUS, type WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WALLET_CONFIG } from '../wallet.tokens';
import { TopupService } from './topup.service';

/** What investments and repayments send to start a payment (their contracts in @cf/contracts). */
export type InvestmentPaymentRequest = InternalCallParsedBody<typeof startInvestmentPaymentCall>;
export type RepaymentPaymentRequest = InternalCallParsedBody<typeof startRepaymentPaymentCall>;
export type { InvestmentPaymentView, RepaymentPaymentView };

/** One provider payment to start: who pays, how much, by what, and what the top-up row is for. */
interface TaggedPayment {
  existing: () => Promise<WalletTransactionRow | null>;
  payerId: string;
  payerEmail: string | null;
  method: PaymentMethod;
  amount: number;
  currency: string;
  description: string;
  returnPath: string;
  language: Language;
  /** The row's purpose: the investment or repayment it pays, the campaign. */
  tag: Partial<WalletTransactionRow>;
}

/**
 * Payments for something else than the wallet itself, service to service (docs/adr/0020, issue 38):
 * an investment paid by card or bank transfer, an owner's repayment paid by card. Each is a top-up
 * of the payer's wallet through the same providers, fees and webhooks as any top-up, whose
 * settlement also moves the money on in the same transaction (TopupService.settle: the investment's
 * hold, or the repayment's transfer into the campaign's repayment escrow). Both calls are idempotent
 * on the investment's or payment's id.
 */
@Injectable()
export class ProviderPaymentsService {
  private readonly logger = new Logger('WalletProviderPayments');

  constructor(
    private readonly transactions: WalletTransactionsRepository,
    private readonly fees: FeesService,
    private readonly topups: TopupService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  async startInvestment(input: InvestmentPaymentRequest): Promise<InvestmentPaymentView> {
    const row = await this.start({
      existing: () => this.transactions.findByInvestment(input.investmentId),
      payerId: input.investorId,
      payerEmail: input.investorEmail,
      method: input.method,
      amount: input.amount,
      currency: input.currency,
      description: `Investment in ${input.campaignName}`,
      returnPath: input.returnPath,
      language: input.language,
      tag: { details: input.campaignName, campaignId: input.campaignId, campaignName: input.campaignName, investmentId: input.investmentId, holdExpiresAt: input.holdExpiresAt },
    });
    return this.investmentView(row);
  }

  /** Where the payment stands; one still in process at a card provider is asked about (and settled). */
  async investmentStatus(investmentId: string): Promise<InvestmentPaymentView> {
    const row = await this.transactions.findByInvestment(investmentId);
    if (!row) throw AppError.notFound('wallet.transactionNotFound');
    return this.investmentView(await this.topups.askProvider(row));
  }

  async startRepayment(input: RepaymentPaymentRequest): Promise<RepaymentPaymentView> {
    const row = await this.start({
      existing: () => this.transactions.findByRepaymentPayment(input.paymentId),
      payerId: input.payerId,
      payerEmail: input.payerEmail,
      method: input.method,
      amount: input.amount,
      currency: input.currency,
      description: `Repayment ${input.repaymentNumber} of ${input.campaignName}`,
      returnPath: input.returnPath,
      language: input.language,
      tag: { details: input.campaignName, campaignId: input.campaignId, campaignName: input.campaignName, repaymentPaymentId: input.paymentId, repaymentRowId: input.rowId },
    });
    return this.repaymentView(row);
  }

  async repaymentStatus(paymentId: string): Promise<RepaymentPaymentView> {
    const row = await this.transactions.findByRepaymentPayment(paymentId);
    if (!row) throw AppError.notFound('wallet.transactionNotFound');
    return this.repaymentView(await this.topups.askProvider(row));
  }

  private async start(payment: TaggedPayment): Promise<WalletTransactionRow> {
    const existing = await payment.existing();
    if (existing) return existing;
    const provider = this.fees.offered(payment.method);
    if (!provider) throw new AppError('wallet.paymentMethodUnavailable', HttpStatus.BAD_REQUEST);
    const quote = this.fees.quote(payment.amount, payment.method);
    let row: WalletTransactionRow;
    try {
      row = await this.transactions.insert({
        ...EMPTY_TRANSACTION_FIELDS,
        userId: payment.payerId,
        entryType: 'CREDIT',
        type: 'topup',
        currencyId: payment.currency,
        amount: payment.amount,
        fees: quote.fees,
        totalAmount: quote.total,
        gateway: payment.method,
        status: TX_STATUS.inProcess,
        createdBy: payment.payerId,
        ...payment.tag,
      });
    } catch (error) {
      // Two starts at once: the second finds the first's row.
      if (!isUniqueViolation(error)) throw error;
      return (await payment.existing())!;
    }
    const webBase = this.config.platform.publicUrl.replace(/\/+$/, '');
    try {
      const session = await provider.createCheckout({
        reference: row.id,
        amount: BigInt(quote.total),
        currency: row.currencyId,
        description: payment.description.slice(0, 200),
        customer: { userId: payment.payerId, email: payment.payerEmail },
        successUrl: `${webBase}${payment.returnPath}?result=success`,
        cancelUrl: `${webBase}${payment.returnPath}?result=cancel`,
        language: payment.language,
      });
      await this.transactions.update(row.id, { providerRef: session.providerRef, checkoutUrl: session.redirectUrl });
    } catch (error) {
      this.logger.error({ err: error, transactionId: row.id, provider: payment.method }, 'checkout could not be created');
      await this.topups.fail(row.id, { reason: 'provider_unavailable' });
      throw new AppError('wallet.providerUnavailable', HttpStatus.BAD_GATEWAY);
    }
    return (await this.transactions.findById(row.id))!;
  }

  private common(row: WalletTransactionRow) {
    return {
      transactionId: row.id,
      transactionNumber: row.transactionNumber,
      method: row.gateway,
      status: row.status,
      amount: row.amount,
      fees: { percentage: row.feePercentage, flat: row.feeFlat, service: row.feeService, platform: row.feePlatform, vat: row.feeVat },
      totalAmount: row.totalAmount,
      redirectUrl: row.status === TX_STATUS.inProcess ? row.checkoutUrl : null,
      failureReason: row.failureReason,
    };
  }

  private investmentView(row: WalletTransactionRow): InvestmentPaymentView {
    return { investmentId: row.investmentId!, ...this.common(row), bankTransfer: row.gateway === 'bank_transfer' ? this.fees.flows.bankTransferDetails : null };
  }

  private repaymentView(row: WalletTransactionRow): RepaymentPaymentView {
    return { paymentId: row.repaymentPaymentId!, ...this.common(row) };
  }
}
