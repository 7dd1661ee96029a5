import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { formatMoney, ledgerTransferCall, repaymentPaymentCall, RepaymentFailedV1, RepaymentReceivedV1, startRepaymentPaymentCall, type EndpointParsedBody, type RepaymentPaymentView, type WalletRepaymentPayment, type createRepaymentEndpoint, type onlineRepaymentEndpoint } from '@cf/contracts';
import { AppError, Clock, InternalCallRefused, InternalClient, newId, OutboxService, requestLanguage, Transactions, translate, type AuthenticatedUser } from '@cf/platform';
import { crashPoint } from '../core/crash-point';
import type { RepaymentCampaignRow } from '../core/entities/repayment-campaign.entity';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import type { RepaymentsConfig } from '../config/env';
import { DistributionsRepository } from '../core/distributions.repository';
import { DistributionsService } from '../distributions/distributions.service';
import { feeOfPayment } from '../distributions/domain/pro-rata';
import { REPAYMENTS_CONFIG, WALLET } from '../repayments.tokens';
import { muscatDay } from '../schedules/domain/dates';
import type { ScheduleRowRecord } from '../core/entities/schedule-row.entity';
import { ScheduleRowsRepository } from '../core/schedule-rows.repository';
import type { OfflineRequestRow } from '../core/entities/offline-request.entity';
import { OfflineRequestsRepository } from '../core/offline-requests.repository';
import type { RepaymentPaymentRow } from '../core/entities/repayment-payment.entity';
import { RepaymentPaymentsRepository } from '../core/repayment-payments.repository';

/** How many times settling a row is tried again when a concurrent payment on it moved `paid` first. */
const SETTLE_ATTEMPTS = 20;

/** A UUID-shaped id derived from a text (one automatic payment per row and day). */
export function derivedId(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * An owner's payment of a schedule row (C2.15, C7.4 create-repayment), as a saga whose every step is
 * recorded before the next: (1) the payment row, pending, with the row's amount reserved — one
 * conditional UPDATE, so concurrent payments never pay more than is due; (2) the wallet's transfer
 * `repayment:<paymentId>` from the owner's wallet into the campaign's repayment escrow, idempotent;
 * (3) paid: the row's paid amount and the distribution (pending) in one transaction; (4) the
 * distribution's ledger batch. A crash anywhere leaves a state the retry (same paymentId) or the
 * sweeper finishes the same way; the retrying client always gets the payment's real outcome.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('RepaymentPayments');

  constructor(
    private readonly payments: RepaymentPaymentsRepository,
    private readonly rows: ScheduleRowsRepository,
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly distributions: DistributionsRepository,
    private readonly distributing: DistributionsService,
    private readonly offline: OfflineRequestsRepository,
    @Inject(WALLET) private readonly wallet: InternalClient,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(REPAYMENTS_CONFIG) private readonly config: RepaymentsConfig,
  ) {}

  async create(user: AuthenticatedUser, body: EndpointParsedBody<typeof createRepaymentEndpoint>): Promise<RepaymentPaymentView> {
    const row = await this.rows.find(body.rowId);
    const campaign = row ? await this.campaigns.find(row.campaignId) : null;
    if (!row || !campaign || campaign.ownerId !== user.id) throw AppError.notFound('repayments.rowNotFound');
    const payment = await this.start({ id: body.paymentId, row, campaign, payerId: user.id, amount: body.amount, method: 'wallet' });
    return this.finish(payment, { throwOnRefusal: true });
  }

  /**
   * Issue 38, C7.4 online-repayment: the owner pays a row by card. The same saga, with one step
   * before the money is taken: the wallet's card payment, which on settling credits the owner's wallet
   * and moves the amount on into the repayment escrow as `repayment:<paymentId>` in one transaction,
   * so the transfer step finds it made. Until the card is paid the row's amount stays reserved; a
   * failed or abandoned card payment (the wallet fails it) gives it back.
   */
  async createOnline(user: AuthenticatedUser, body: EndpointParsedBody<typeof onlineRepaymentEndpoint>): Promise<{ payment: RepaymentPaymentView; checkout: CardCheckout | null }> {
    const row = await this.rows.find(body.rowId);
    const campaign = row ? await this.campaigns.find(row.campaignId) : null;
    if (!row || !campaign || campaign.ownerId !== user.id) throw AppError.notFound('repayments.rowNotFound');
    const payment = await this.start({ id: body.paymentId, row, campaign, payerId: user.id, amount: body.amount, method: 'card' });
    const card = payment.state === 'pending' ? await this.settleCard(payment, { startFor: user, throwOnRefusal: true }) : null;
    const view = await this.finish((await this.payments.find(payment.id))!, { throwOnRefusal: true });
    return { payment: view, checkout: card ? checkoutView(card) : await this.cardPaymentOf(payment.id).then((c) => (c ? checkoutView(c) : null)) };
  }

  /** The wallet's card payment of a repayment, or null when it was never started. */
  private async cardPaymentOf(paymentId: string): Promise<WalletRepaymentPayment | null> {
    try {
      return await this.wallet.call(repaymentPaymentCall, { params: { paymentId } });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.refusal === 'no-such-payment') return null;
      throw error;
    }
  }

  /**
   * A pending card payment: asks the wallet where it stands (starting it for its payer when it was
   * never started). Paid: the saga goes on (the transfer is the wallet's, already made). Failed or
   * cancelled at the provider: the payment fails and the row's amount is free again. A payment whose
   * card payment was never started (a crash in between) and that nobody resumes is failed after the
   * resume delay.
   */
  private async settleCard(payment: RepaymentPaymentRow, options: { startFor?: AuthenticatedUser; throwOnRefusal: boolean }): Promise<WalletRepaymentPayment | null> {
    const campaign = (await this.campaigns.find(payment.campaignId))!;
    let card = await this.cardPaymentOf(payment.id);
    if (!card && options.startFor) card = await this.startCard(payment, campaign, options.startFor);
    crashPoint(this.config, 'card-started');
    if (!card) {
      const stale = Date.parse(payment.createdAt) < this.clock.now().getTime() - this.config.resumeAfterSeconds * 1000;
      if (stale) await this.fail(payment, campaign, 'refused');
      return null;
    }
    if (card.status === 2) await this.takeMoney(payment, options);
    else if (card.status === 3 || card.status === 4) await this.fail(payment, campaign, 'refused', card.method);
    return card;
  }

  /**
   * A card payment that settled after its repayment payment had failed (a crash left it unstarted
   * long enough for the sweeper to give the row back, while the payer's retry started it): the money
   * the wallet moved into the repayment escrow goes back to the payer's wallet, once.
   */
  async returnIfPaidLate(payment: RepaymentPaymentRow): Promise<void> {
    if (payment.method !== 'card' || payment.state !== 'failed') return;
    const card = await this.cardPaymentOf(payment.id);
    if (card?.status !== 2) return;
    const campaign = (await this.campaigns.find(payment.campaignId))!;
    this.logger.warn(`card payment of repayment ${payment.id} settled after the payment failed: returned to the payer's wallet`);
    await this.wallet.call(ledgerTransferCall, { body: {
      transferId: `repayment-return:${payment.id}`,
      reason: 'repayment',
      entries: [
        { account: { kind: 'repayment_escrow', owner: payment.campaignId, currency: campaign.currency }, amount: -payment.amount },
        { account: { kind: 'user_wallet', owner: payment.payerId, currency: campaign.currency }, amount: payment.amount },
      ],
      metadata: { campaignId: campaign.campaignId, campaignName: campaign.campaignName, paymentId: payment.id, details: 'Card payment returned: its repayment had failed' },
      actorId: payment.payerId,
    } });
  }

  private async startCard(payment: RepaymentPaymentRow, campaign: RepaymentCampaignRow, payer: AuthenticatedUser): Promise<WalletRepaymentPayment> {
    const row = (await this.rows.find(payment.rowId))!;
    try {
      return await this.wallet.call(startRepaymentPaymentCall, {
        body: {
          paymentId: payment.id,
          payerId: payment.payerId,
          payerEmail: payer.email || null,
          campaignId: payment.campaignId,
          campaignName: campaign.campaignName,
          rowId: payment.rowId,
          repaymentNumber: row.repaymentNumber,
          currency: campaign.currency,
          amount: payment.amount,
          method: this.config.cardGateway,
          returnPath: `/campaign-dashboard/receipt/${payment.id}`,
          language: requestLanguage(),
        },
      });
    } catch (error) {
      if (error instanceof InternalCallRefused) {
        // The card method is off here (or refused the amount): nothing was charged; the row is free again.
        await this.fail(payment, campaign, 'refused');
        throw new AppError('repayments.paymentMethodUnavailable', HttpStatus.UNPROCESSABLE_ENTITY);
      }
      throw new AppError('repayments.walletUnavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
  }

  /** Step 1, or the payment this id already names (a retry). */
  private async start(input: { id: string; row: ScheduleRowRecord; campaign: RepaymentCampaignRow; payerId: string; amount: number; method: RepaymentPaymentRow['method'] }): Promise<RepaymentPaymentRow> {
    const same = (p: RepaymentPaymentRow) => p.payerId === input.payerId && p.rowId === input.row.id && p.amount === input.amount && (p.method === 'card') === (input.method === 'card');
    const existing = await this.payments.find(input.id);
    if (existing) {
      if (!same(existing)) throw AppError.conflict('repayments.paymentIdTaken');
      return existing;
    }
    const row: RepaymentPaymentRow = {
      id: input.id,
      rowId: input.row.id,
      campaignId: input.row.campaignId,
      payerId: input.payerId,
      amount: input.amount,
      method: input.method,
      state: 'pending',
      failureReason: null,
      createdAt: this.clock.nowIso(),
      paidAt: null,
    };
    const inserted = await this.transactions.run(async () => {
      if (!(await this.payments.insert(row))) return false;
      if (!(await this.rows.reserve(input.row.id, input.amount))) await this.refuseAmount(input.row.id, input.campaign.currency);
      return true;
    });
    if (!inserted) {
      const first = await this.payments.find(input.id);
      if (!first || !same(first)) throw AppError.conflict('repayments.paymentIdTaken');
      return first;
    }
    crashPoint(this.config, 'payment-written');
    return row;
  }

  /** Why the reservation was refused, read again (the row as it is now). */
  async refuseAmount(rowId: string, currency: string): Promise<never> {
    const row = (await this.rows.find(rowId))!;
    if (row.writtenOffAt) throw AppError.conflict('repayments.writtenOff');
    const outstanding = row.totalRepayment - row.paid - row.reserved;
    if (outstanding <= 0) throw AppError.conflict('repayments.nothingOutstanding');
    throw new AppError('repayments.exceedsOutstanding', HttpStatus.UNPROCESSABLE_ENTITY, { amount: formatMoney(outstanding, currency, requestLanguage()) });
  }

  /**
   * Steps 2-4 for a pending payment; a paid one only has its distribution finished. With
   * `throwOnRefusal` the wallet's "no" becomes the caller's 422 (the owner paying); the sweeper
   * just records it.
   */
  async finish(payment: RepaymentPaymentRow, options: { throwOnRefusal: boolean }): Promise<RepaymentPaymentView> {
    if (payment.state === 'pending' && payment.method === 'card') {
      // Waiting for the card: nothing to take until the wallet says it was paid.
      await this.settleCard(payment, { throwOnRefusal: options.throwOnRefusal });
      payment = (await this.payments.find(payment.id))!;
    } else if (payment.state === 'pending') payment = await this.takeMoney(payment, options);
    if (payment.state === 'paid') {
      const distribution = await this.distributions.ofPayment(payment.id);
      if (distribution?.state === 'pending') {
        // The owner's payment is done; a distribution that cannot finish now is the sweeper's.
        await this.distributing.distribute(distribution.id).catch((error: unknown) => this.logger.warn(`distribution ${distribution.id} left to the sweeper: ${String(error)}`));
      }
    }
    if (payment.state === 'failed' && options.throwOnRefusal) {
      throw new AppError(payment.failureReason === 'insufficient_balance' ? 'repayments.insufficientBalance' : 'repayments.processFailed', HttpStatus.UNPROCESSABLE_ENTITY);
    }
    return this.view(payment.id);
  }

  private async takeMoney(payment: RepaymentPaymentRow, options: { throwOnRefusal: boolean }): Promise<RepaymentPaymentRow> {
    const campaign = (await this.campaigns.find(payment.campaignId))!;
    const row = (await this.rows.find(payment.rowId))!;
    try {
      await this.wallet.call(ledgerTransferCall, { body: {
        transferId: `repayment:${payment.id}`,
        reason: 'repayment',
        entries: [
          // Received outside the platform (C1.3): from the bank transfers' clearing account, where the owner's transfer arrived.
          payment.method === 'offline'
            ? { account: { kind: 'gateway_clearing', owner: 'bank_transfer', currency: campaign.currency }, amount: -payment.amount }
            : { account: { kind: 'user_wallet', owner: payment.payerId, currency: campaign.currency }, amount: -payment.amount },
          { account: { kind: 'repayment_escrow', owner: payment.campaignId, currency: campaign.currency }, amount: payment.amount },
        ],
        metadata: { campaignId: campaign.campaignId, campaignName: campaign.campaignName, paymentId: payment.id, rowId: row.id, repaymentNumber: row.repaymentNumber, walletReason: 'repayment' },
        actorId: payment.payerId,
      } });
    } catch (error) {
      // The wallet said no (too little available, or another refusal): nothing moved, and retrying will not help.
      if (error instanceof InternalCallRefused) {
        await this.fail(payment, campaign, error.refusal === 'insufficient-balance' ? 'insufficient_balance' : 'refused');
        return (await this.payments.find(payment.id))!;
      }
      if (!options.throwOnRefusal) throw error;
      // Unreachable or failing wallet: the payment stays pending; the retry or the sweeper finishes it.
      throw new AppError('repayments.walletUnavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    crashPoint(this.config, 'money-taken');
    await this.record(payment, campaign);
    crashPoint(this.config, 'payment-recorded');
    return (await this.payments.find(payment.id))!;
  }

  private async fail(payment: RepaymentPaymentRow, campaign: RepaymentCampaignRow, reason: 'insufficient_balance' | 'refused', gateway?: string): Promise<void> {
    await this.transactions.run(async () => {
      if (!(await this.payments.markFailed(payment.id, reason))) return;
      await this.rows.release(payment.rowId, payment.amount);
      await this.outbox.append(RepaymentFailedV1, payment.id, {
        paymentId: payment.id,
        rowId: payment.rowId,
        campaignId: payment.campaignId,
        campaignName: campaign.campaignName,
        payerId: payment.payerId,
        ...eventMethod(payment, gateway ?? this.config.cardGateway),
        amount: payment.amount,
        currency: campaign.currency,
        reason,
      });
    });
  }

  /** Step 3: paid, the row's paid amount, the distribution (pending) and the event, together. */
  private async record(payment: RepaymentPaymentRow, campaign: RepaymentCampaignRow): Promise<void> {
    const now = this.clock.nowIso();
    const day = muscatDay(this.clock.now());
    for (let attempt = 1; ; attempt++) {
      const done = await this.transactions.run(async () => {
        if (!(await this.payments.markPaid(payment.id, now))) return true;
        const row = (await this.rows.find(payment.rowId))!;
        // The fee follows what was paid before this payment: settle only if nobody moved `paid` meanwhile.
        if (!(await this.rows.settleFrom(row.id, row.paid, payment.amount, day))) throw new PaidMovedMeanwhile();
        const fee = feeOfPayment(row.platformFee, row.totalRepayment, row.paid, payment.amount);
        await this.distributions.insert({
          id: newId(),
          paymentId: payment.id,
          rowId: row.id,
          campaignId: row.campaignId,
          amount: payment.amount,
          fee,
          distributed: payment.amount - fee,
          investorsCount: 0,
          state: 'pending',
          createdAt: now,
          creditedAt: null,
        });
        await this.outbox.append(RepaymentReceivedV1, payment.id, {
          paymentId: payment.id,
          rowId: row.id,
          repaymentNumber: row.repaymentNumber,
          campaignId: row.campaignId,
          campaignName: campaign.campaignName,
          payerId: payment.payerId,
          ...eventMethod(payment, this.config.cardGateway),
          amount: payment.amount,
          currency: campaign.currency,
          rowPaid: row.paid + payment.amount,
          rowTotal: row.totalRepayment,
          transferId: `repayment:${payment.id}`,
        });
        return true;
      }).catch((error: unknown) => {
        if (error instanceof PaidMovedMeanwhile && attempt < SETTLE_ATTEMPTS) return false;
        throw error;
      });
      if (done) return;
    }
  }

  /**
   * C1.3: an approved repayment received outside the platform becomes the payment of the same id, in
   * the approval's transaction (the amount its request set aside on the row carries over), then the
   * same saga finishes it. Approving again (a retry after a lost answer or a crash) finishes the same
   * payment.
   */
  async approveOffline(request: OfflineRequestRow, checker: AuthenticatedUser): Promise<RepaymentPaymentView> {
    const existing = await this.payments.find(request.id);
    if (!existing) {
      const campaign = (await this.campaigns.find(request.campaignId))!;
      const now = this.clock.nowIso();
      await this.transactions.run(async () => {
        if (!(await this.offline.decide(request.id, 'approved', { checkerId: checker.id, declineReason: null }, now))) throw AppError.conflict(request.makerId === checker.id ? 'repayments.makerCannotDecide' : 'repayments.offlineNotAwaiting');
        await this.payments.insert({ id: request.id, rowId: request.rowId, campaignId: request.campaignId, payerId: campaign.ownerId, amount: request.amount, method: 'offline', state: 'pending', failureReason: null, createdAt: now, paidAt: null });
      });
      crashPoint(this.config, 'payment-written');
    }
    return this.finish((await this.payments.find(request.id))!, { throwOnRefusal: true });
  }

  /** C7.4 process-repayment: the payer (or an administrator) finishes a pending payment. */
  async process(user: AuthenticatedUser, paymentId: string): Promise<RepaymentPaymentView> {
    const payment = await this.payments.find(paymentId);
    if (!payment || (!user.isAdmin && payment.payerId !== user.id)) throw AppError.notFound('repayments.paymentNotFound');
    return this.finish(payment, { throwOnRefusal: true });
  }

  /** The payer's (or an administrator's) receipt. */
  async receipt(user: AuthenticatedUser, paymentId: string): Promise<RepaymentPaymentView> {
    const payment = await this.payments.find(paymentId);
    if (!payment || (!user.isAdmin && payment.payerId !== user.id)) throw AppError.notFound('repayments.paymentNotFound');
    return this.view(paymentId);
  }

  async view(paymentId: string): Promise<RepaymentPaymentView> {
    const payment = (await this.payments.find(paymentId))!;
    const [row, campaign, distribution] = await Promise.all([this.rows.find(payment.rowId), this.campaigns.find(payment.campaignId), this.distributions.ofPayment(payment.id)]);
    const language = requestLanguage();
    return {
      id: payment.id,
      rowId: payment.rowId,
      repaymentNumber: row!.repaymentNumber,
      campaignId: payment.campaignId,
      campaignName: campaign!.campaignName,
      currency: campaign!.currency,
      amount: payment.amount,
      method: payment.method,
      state: payment.state,
      failureReason: payment.failureReason ? translate(payment.failureReason === 'insufficient_balance' ? 'repayments.insufficientBalance' : 'repayments.processFailed', language) : null,
      transferId: `repayment:${payment.id}`,
      createdAt: payment.createdAt,
      paidAt: payment.paidAt,
      distribution: distribution
        ? { id: distribution.id, state: distribution.state, fee: distribution.fee, distributed: distribution.distributed, investorsCount: distribution.investorsCount, creditedAt: distribution.creditedAt }
        : null,
      row: { expectedDate: row!.expectedDate, totalRepayment: row!.totalRepayment, paid: row!.paid, outstandingAmount: row!.writtenOffAt ? 0 : Math.max(0, row!.totalRepayment - row!.paid) },
    };
  }

  /** C3.10 auto-repayment: on its due date, a row of a campaign with it switched on is paid from the owner's wallet (once a day at most). */
  async payDueAutomatically(row: ScheduleRowRecord, campaign: RepaymentCampaignRow): Promise<void> {
    const outstanding = row.totalRepayment - row.paid - row.reserved;
    if (outstanding <= 0) return;
    const id = derivedId(`auto:${row.id}:${muscatDay(this.clock.now())}`);
    if (await this.payments.find(id)) return;
    const payment = await this.start({ id, row, campaign, payerId: campaign.ownerId, amount: outstanding, method: 'auto' }).catch(() => null);
    if (payment) await this.finish(payment, { throwOnRefusal: false });
  }
}

class PaidMovedMeanwhile extends Error {}

/** The card payment as the payer goes on to it. */
export type CardCheckout = { status: 0 | 1 | 2 | 3 | 4; method: string; amount: number; totalFees: number; totalAmount: number; redirectUrl: string | null };
const checkoutView = (card: WalletRepaymentPayment): CardCheckout => ({ status: card.status, method: card.method, amount: card.amount, totalFees: card.totalAmount - card.amount, totalAmount: card.totalAmount, redirectUrl: card.redirectUrl });

/** v1 of the repayment events knows 'wallet' and 'auto': a card payment passes through the owner's wallet, its provider in `gateway`. */
const eventMethod = (payment: RepaymentPaymentRow, gateway: string) => (payment.method === 'card' ? { method: 'wallet' as const, gateway } : { method: payment.method });
