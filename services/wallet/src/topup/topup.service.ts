import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { TopupCompletedV1, TopupFailedV1, type Language } from '@cf/contracts';
import { AppError, newId, OutboxService, Transactions, type AuthenticatedUser } from '@cf/platform';
import { ChildWalletsService } from '../child-wallets/child-wallets.service';
import type { WalletConfig } from '../config/env';
import { feesExclVat } from '../fees/fee-schedule';
import { FeesService } from '../fees/fees.service';
import type { PaymentMethod } from '../config/wallet-flows-config';
import type { EntryInput, LedgerPort } from '../ledger/ledger.port';
import { LEDGER } from '../ledger/ledger.tokens';
import type { PaymentOutcome } from '../providers/payment-provider.port';
import { TX_STATUS, type WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { toTransactionView, type TransactionView } from '../wallet-transactions/transaction-view';
import { accounts, WALLET_CURRENCY, walletIdOf } from '../wallet-transactions/wallet-accounts';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WALLET_CONFIG } from '../wallet.tokens';
import type { PreapprovalRow } from './entities/preapproval.entity';
import { PreapprovalsRepository } from './preapprovals.repository';

export type { PreapprovalView, TopupStarted } from '@cf/contracts';
import type { PreapprovalView, TopupStarted } from '@cf/contracts';

const toPreapprovalView = (row: PreapprovalRow): PreapprovalView => ({
  _id: row.id,
  id: row.id,
  amount: row.amount,
  currencyId: row.currencyId,
  status: row.status,
  transactionId: row.transactionId,
  childId: row.childId,
  createdAt: row.createdAt,
});

/**
 * A4.6 top-up: preapproval (amount within limits) → payment at a provider (transaction status 1,
 * in process) → settlement exactly once (status 1 → 2 and one ledger transfer `topup:<id>`) or
 * failure (status 4). Bank transfers wait for a slip and an administrator (status 0).
 */
@Injectable()
export class TopupService {
  private readonly logger = new Logger('WalletTopup');

  constructor(
    private readonly preapprovals: PreapprovalsRepository,
    private readonly fees: FeesService,
    private readonly transactions: WalletTransactionsRepository,
    private readonly unitOfWork: Transactions,
    private readonly outbox: OutboxService,
    private readonly childWallets: ChildWalletsService,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  async createPreapproval(user: AuthenticatedUser, amount: unknown, currencyId = WALLET_CURRENCY, childId?: string): Promise<PreapprovalView> {
    const value = this.fees.checkTopupAmount(amount);
    // For a child: only the child's guardian, while the child is a minor (ADR 0026).
    if (childId) await this.childWallets.assertActsFor(user, childId);
    const now = new Date().toISOString();
    const row: PreapprovalRow = { id: newId(), userId: user.id, amount: value, currencyId, status: 'created', transactionId: null, childId: childId ?? null, createdAt: now, updatedAt: now };
    await this.preapprovals.insert(row);
    return toPreapprovalView(row);
  }

  async getPreapproval(user: AuthenticatedUser, id: string): Promise<PreapprovalView> {
    return toPreapprovalView(await this.ownPreapproval(user, id));
  }

  private async ownPreapproval(user: AuthenticatedUser, id: string): Promise<PreapprovalRow> {
    const row = await this.preapprovals.findById(id);
    // Someone else's preapproval answers exactly like a missing one.
    if (!row || row.userId !== user.id) throw AppError.notFound('wallet.preapprovalNotFound');
    return row;
  }

  /** A7.10 add-wallet-topup: one transaction per preapproval, then the provider's checkout. */
  async addTopup(user: AuthenticatedUser, preapprovalId: string, method: PaymentMethod, language: Language): Promise<TopupStarted> {
    const preapproval = await this.ownPreapproval(user, preapprovalId);
    const provider = this.fees.offered(method);
    if (!provider) throw new AppError('wallet.paymentMethodUnavailable', HttpStatus.BAD_REQUEST);
    const quote = this.fees.quote(preapproval.amount, method);

    const transaction = await this.unitOfWork.run(async () => {
      if (!(await this.preapprovals.claim(preapproval.id))) throw AppError.conflict('wallet.preapprovalUsed');
      const row = await this.transactions.insert({
        ...EMPTY_TRANSACTION_FIELDS,
        userId: user.id,
        entryType: 'CREDIT',
        type: 'topup',
        currencyId: preapproval.currencyId,
        amount: preapproval.amount,
        fees: quote.fees,
        totalAmount: quote.total,
        gateway: method,
        preapprovalId: preapproval.id,
        childId: preapproval.childId,
        status: TX_STATUS.inProcess,
        createdBy: user.id,
      });
      await this.preapprovals.linkTransaction(preapproval.id, row.id);
      return row;
    });

    const webBase = this.config.platform.publicUrl.replace(/\/+$/, '');
    let session;
    try {
      session = await provider.createCheckout({
        reference: transaction.id,
        amount: BigInt(quote.total),
        currency: transaction.currencyId,
        description: `Wallet top-up ${transaction.transactionNumber}`,
        customer: { userId: user.id, email: user.email || null },
        successUrl: `${webBase}/topup-payment/${preapproval.id}?result=success`,
        cancelUrl: `${webBase}/topup-payment/${preapproval.id}?result=cancel`,
        language,
      });
    } catch (error) {
      this.logger.error({ err: error, transactionId: transaction.id, provider: method }, 'checkout could not be created');
      await this.fail(transaction.id, { reason: 'provider_unavailable' });
      throw new AppError('wallet.providerUnavailable', HttpStatus.BAD_GATEWAY);
    }
    await this.transactions.update(transaction.id, { providerRef: session.providerRef });
    const saved = (await this.transactions.findById(transaction.id))!;
    return {
      preapprovalId: preapproval.id,
      transaction: toTransactionView(saved, walletIdOf(user.id)),
      fees: quote,
      checkout: session.redirectUrl ? { redirectUrl: session.redirectUrl } : null,
    };
  }

  /**
   * A7.10 update-wallet-topup: where the top-up of this preapproval stands. When the webhook has not
   * arrived yet, asks the provider (and settles or fails on its answer). Safe to repeat.
   */
  async refresh(user: AuthenticatedUser, preapprovalId: string): Promise<{ status: number; transaction: TransactionView }> {
    const preapproval = await this.ownPreapproval(user, preapprovalId);
    let row = preapproval.transactionId ? await this.transactions.findById(preapproval.transactionId) : null;
    if (!row) throw AppError.notFound('wallet.transactionNotFound');
    row = await this.askProvider(row);
    return { status: row.status, transaction: toTransactionView(row, walletIdOf(row.userId)) };
  }

  /**
   * A card payment still in process is asked about at its provider, and settled or failed on the
   * answer (a session the person left expires there, and fails here). Anything else, or a provider
   * that cannot answer now, is answered as it is: the webhook or the next ask settles it.
   */
  async askProvider(row: WalletTransactionRow): Promise<WalletTransactionRow> {
    if (row.status !== TX_STATUS.inProcess || !row.providerRef || row.gateway === 'bank_transfer') return row;
    const provider = this.fees.provider(row.gateway as PaymentMethod);
    if (!provider) return row;
    try {
      return await this.applyOutcome(row.id, await provider.fetchOutcome(row.providerRef));
    } catch (error) {
      this.logger.warn({ err: error, transactionId: row.id }, 'provider outcome unavailable');
      return row;
    }
  }

  /** The sweep of abandoned card payments: each one in process since before `before` is asked after once. */
  async askAfterAbandoned(before: string, limit: number): Promise<number> {
    let decided = 0;
    for (const row of await this.transactions.providerPaymentsInProcessSince(before, limit)) {
      if ((await this.askProvider(row)).status !== TX_STATUS.inProcess) decided += 1;
    }
    return decided;
  }

  /** Settles, fails or leaves the top-up as the provider's outcome says; answers the row as it now is. */
  async applyOutcome(transactionId: string, outcome: PaymentOutcome): Promise<WalletTransactionRow> {
    if (outcome.status === 'succeeded') return this.settle(transactionId, { outcome });
    if (outcome.status === 'failed') return this.fail(transactionId, { reason: outcome.failureReason ?? 'declined' });
    return (await this.transactions.findById(transactionId))!;
  }

  /**
   * Credits the wallet once. The status moves 1 → 2 (0 → 2 for an approved bank transfer) by a
   * conditional UPDATE in the same transaction as the ledger transfer `topup:<id>` and the event:
   * a second caller (webhook twice, webhook and return page) finds nothing to move and changes nothing.
   */
  async settle(
    transactionId: string,
    options: { outcome?: PaymentOutcome; approvedBy?: string; from?: number[] } = {},
  ): Promise<WalletTransactionRow> {
    return this.unitOfWork.run(async () => {
      const row = await this.transactions.findById(transactionId);
      if (!row || row.type !== 'topup') throw AppError.notFound('wallet.transactionNotFound');
      const outcome = options.outcome;
      if (outcome && outcome.amount !== null && outcome.amount !== BigInt(row.totalAmount)) {
        // The provider charged another amount than quoted: never credit a guess; an administrator looks.
        this.logger.error({ transactionId, charged: String(outcome.amount), expected: row.totalAmount }, 'provider amount differs from the top-up');
        return this.fail(transactionId, { reason: 'amount_mismatch' });
      }
      const now = new Date().toISOString();
      const ledgerTransferId = `topup:${row.id}`;
      const moved = await this.transactions.transition(row.id, options.from ?? [TX_STATUS.inProcess], {
        status: TX_STATUS.success,
        settledAt: now,
        ledgerTransferId,
        ...(outcome ? { providerRef: row.providerRef ?? outcome.providerRef } : {}),
        ...(options.approvedBy ? { decidedBy: options.approvedBy, decidedAt: now } : {}),
      });
      if (!moved) return (await this.transactions.findById(row.id))!;
      const platformFees = feesExclVat({ percentage: row.feePercentage, flat: row.feeFlat, service: row.feeService, platform: row.feePlatform, vat: row.feeVat });
      const entries: EntryInput[] = [
        { account: accounts.clearing(row.gateway), amount: -BigInt(row.totalAmount) },
        { account: accounts.userWallet(row.userId), amount: BigInt(row.amount) },
        { account: accounts.platformFees(), amount: BigInt(platformFees) },
        { account: accounts.vat(), amount: BigInt(row.feeVat) },
      ].filter((e) => e.amount !== 0n);
      await this.ledger.transfer(
        {
          transferId: ledgerTransferId,
          reason: 'topup',
          entries,
          metadata: { transactionId: row.id, transactionNumber: row.transactionNumber, gateway: row.gateway, providerRef: row.providerRef },
          actorId: options.approvedBy ?? row.userId,
        },
      );
      if (row.investmentId) await this.holdForInvestment(row);
      if (row.repaymentPaymentId) await this.payRepayment(row);
      // Paid for a child: on into the child's wallet in the same transaction, so it never sits free in the guardian's.
      if (row.childId) await this.childWallets.fundFromTopup(row);
      await this.outbox.append(TopupCompletedV1, row.id, {
        transactionId: row.id,
        transactionNumber: row.transactionNumber,
        userId: row.userId,
        amount: row.amount,
        totalFees: row.totalAmount - row.amount,
        totalAmount: row.totalAmount,
        currency: row.currencyId,
        gateway: row.gateway,
        ledgerTransferId,
        ...(row.investmentId ? { investmentId: row.investmentId } : {}),
        ...(row.repaymentPaymentId ? { repaymentPaymentId: row.repaymentPaymentId } : {}),
      });
      return (await this.transactions.findById(row.id))!;
    });
  }

  /**
   * A payment for an investment: the credited amount is at once held for the campaign's escrow
   * under the investment's hold id, in the settlement's transaction, so the money is never free in
   * the wallet in between. Investments posts or voids that hold as it does a wallet payment's (a
   * payment for capacity that is gone is voided: the investor finds it in the wallet).
   */
  private async holdForInvestment(row: WalletTransactionRow): Promise<void> {
    await this.ledger.hold({
      holdId: `investment:${row.investmentId}`,
      reason: 'investment',
      from: { kind: 'user_wallet', owner: row.userId, currency: row.currencyId },
      to: { kind: 'campaign_escrow', owner: row.campaignId!, currency: row.currencyId },
      amount: BigInt(row.amount),
      expiresAt: row.holdExpiresAt!,
      // The same words as a wallet payment's hold: the posted hold is listed as "amount invested".
      metadata: { investmentId: row.investmentId, campaignId: row.campaignId, campaignName: row.campaignName, walletReason: 'amount_invested', postedBy: 'wallet', paidBy: row.gateway },
      actorId: row.userId,
    });
  }

  /**
   * Issue 38: an owner's repayment paid by card. The credited amount moves on into the campaign's
   * repayment escrow in the settlement's transaction, as the transfer repayments itself asks for
   * (`repayment:<paymentId>`, the same reason and entries, so its own request is answered with this
   * one): the money is never free in the owner's wallet in between.
   */
  private async payRepayment(row: WalletTransactionRow): Promise<void> {
    await this.ledger.transfer({
      transferId: `repayment:${row.repaymentPaymentId}`,
      reason: 'repayment',
      entries: [
        { account: accounts.userWallet(row.userId), amount: -BigInt(row.amount) },
        { account: { kind: 'repayment_escrow', owner: row.campaignId!, currency: row.currencyId }, amount: BigInt(row.amount) },
      ],
      metadata: { campaignId: row.campaignId, campaignName: row.campaignName, paymentId: row.repaymentPaymentId, rowId: row.repaymentRowId, walletReason: 'repayment', paidBy: row.gateway },
      actorId: row.userId,
    }, { listInWallets: true }); // no row of its own: listed as the repayment paid
  }

  /** Marks an in-process top-up failed (status 4) once; nothing was credited. */
  async fail(transactionId: string, options: { reason: string }): Promise<WalletTransactionRow> {
    return this.unitOfWork.run(async () => {
      const row = await this.transactions.findById(transactionId);
      if (!row || row.type !== 'topup') throw AppError.notFound('wallet.transactionNotFound');
      const moved = await this.transactions.transition(row.id, [TX_STATUS.inProcess], { status: TX_STATUS.failed, failureReason: options.reason });
      if (moved) {
        await this.outbox.append(TopupFailedV1, row.id, {
          transactionId: row.id,
          transactionNumber: row.transactionNumber,
          userId: row.userId,
          amount: row.amount,
          gateway: row.gateway,
          reason: options.reason,
          ...(row.investmentId ? { investmentId: row.investmentId } : {}),
          ...(row.repaymentPaymentId ? { repaymentPaymentId: row.repaymentPaymentId } : {}),
        ...(row.repaymentPaymentId ? { repaymentPaymentId: row.repaymentPaymentId } : {}),
        });
      }
      return (await this.transactions.findById(row.id))!;
    });
  }
}
