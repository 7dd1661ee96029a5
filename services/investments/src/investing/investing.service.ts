import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CONTRACT_SIGNED_STATES, InvestmentCancelledV1, isContractSigned, InvestmentCommittedV1, InvestmentConfirmedV1, type investmentCheckoutSessionEndpoint, type EndpointParsedBody, type InvestmentCheckoutView, type InvestmentView, type InvestOfferView, type Language, type createInvestmentEndpoint } from '@cf/contracts';
import { AppError, Clock, newId, OutboxService, replayedPayloadOf, Transactions, ValidationFailedError, type AuthenticatedUser, type IdempotencyScope } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import type { InvestorRow } from '../core/entities/investor.entity';
import { InvestorsRepository } from '../core/investors.repository';
import type { OfferRow } from '../core/entities/offer.entity';
import { OfferTermsCache } from '../core/offer-terms.cache';
import { OffersRepository } from '../core/offers.repository';
import { InsufficientBalance, PaymentRefused, WalletEscrow, type ProviderPayment, type WalletHold } from '../core/wallet-escrow';
import { boundsRefusal, cancellableUntil, closesAt, formatMoney, monthIndex, offerState, requestedAmount, stepOf, type Refusal } from '../core/domain/invest-rules';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { InvestmentViews, usageOf } from '../core/investment-views';
import { InvestmentsRepository } from '../core/investments.repository';
import { ChildrenRepository } from '../core/children.repository';
import { ReservationGroups } from './reservation-groups';
import { isProviderPaymentType, marketDay } from '@cf/contracts';

/** A hold outlives the cancellation window by this much, so a late sweep can still post it. */
const HOLD_MARGIN_MS = 30 * 24 * 3_600_000;
/** The confirmation sweep waits this long after a window ends (a cancel sent at its last second commits first). */
const CONFIRM_GRACE_MS = 60_000;
const SWEEP_BATCH = 200;

const referenceId = (): string => `INV-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Investing (C2.17-C2.20, C5.11, C5.13, C5.15, C8.3): reserve, pay by wallet hold, cancel within
 * the window, confirm into escrow. Capacity and limits are taken by conditional UPDATEs in the
 * reservation's transaction (docs/adr/0020); the wallet is called outside any transaction, with the
 * investment's id as the hold's, so a crash between the two is settled by a retry or the sweep.
 */
@Injectable()
export class InvestingService {
  private readonly logger = new Logger(InvestingService.name);

  constructor(
    private readonly offers: OffersRepository,
    private readonly offerTerms: OfferTermsCache,
    private readonly investors: InvestorsRepository,
    private readonly investments: InvestmentsRepository,
    private readonly wallet: WalletEscrow,
    private readonly children: ChildrenRepository,
    private readonly groups: ReservationGroups,
    private readonly views: InvestmentViews,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(INVESTMENTS_CONFIG) private readonly config: InvestmentsConfig,
  ) {}

  private refuse(refusal: Refusal, currency: string, language: Language): never {
    const params = { ...refusal.params };
    for (const key of ['amount', 'left'] as const) if (typeof params[key] === 'number') params[key] = formatMoney(params[key] as number, currency, language);
    if (typeof params.date === 'string') params.date = new Intl.DateTimeFormat(language === 'ar' ? 'ar-OM' : language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Muscat' }).format(new Date(params.date as string));
    if (refusal.field && refusal.status === HttpStatus.BAD_REQUEST) throw ValidationFailedError.single(refusal.field, refusal.key, params);
    throw new AppError(refusal.key, refusal.status, params);
  }

  private cancellation(investor: InvestorRow | null): InvestOfferView['cancellation'] {
    return { hours: this.config.cancellationHours ?? investor?.cancellationHours ?? 48, notWithinHoursOfClose: investor?.notWithinHoursOfClose ?? 48 };
  }

  private async requireOffer(campaignId: string): Promise<OfferRow> {
    const offer = await this.offers.find(campaignId);
    if (!offer || offer.status === 'hidden') throw AppError.notFound('investments.campaignNotFound');
    return offer;
  }

  async requireOwn(user: AuthenticatedUser, id: string): Promise<InvestmentRow> {
    const row = await this.investments.find(id);
    // Another investor's investment answers as if it did not exist; a guardian acts for their children's.
    if (!row || (row.investorId !== user.id && (await this.children.find(row.investorId))?.guardianId !== user.id)) throw AppError.notFound('investments.notFound');
    return row;
  }

  /**
   * Who invests: the user, or (A2.12) one of the user's children, while a minor on the Muscat
   * calendar (ADR 0026: from the 18th birthday the guardian no longer acts for the child).
   */
  async investorFor(user: AuthenticatedUser, childId: string | undefined): Promise<string> {
    if (!childId) return user.id;
    const child = await this.children.find(childId);
    if (!child || child.guardianId !== user.id) throw AppError.notFound('investments.childNotFound');
    if (marketDay(this.clock.now()) >= child.adultOn) throw AppError.conflict('investments.childIsAdult');
    return child.childId;
  }

  /** C2.17 the invest panel. */
  async offer(user: AuthenticatedUser, campaignId: string): Promise<InvestOfferView> {
    const offer = await this.requireOffer(campaignId);
    const [investor, inCampaign, count] = await Promise.all([this.investors.find(user.id), this.investors.findCampaign(user.id, campaignId), this.investments.countOf(user.id)]);
    return this.views.offer(offer, investor, inCampaign, count === 0, { defaultStep: this.config.defaultStep, reservationMinutes: this.config.reservationMinutes, cancellation: this.cancellation(investor) });
  }

  /** Which limit an amount passes, from the investor's row as read (the messages; the UPDATE is the rule). */
  private limitRefusal(investor: InvestorRow, perCampaignUsed: number, amount: number, month: number): Refusal | null {
    const usage = usageOf(investor, month);
    const over = (limit: number | null, used: number, key: string): Refusal | null =>
      limit !== null && used + amount > limit ? { key, status: HttpStatus.UNPROCESSABLE_ENTITY, params: { amount: limit, left: Math.max(0, limit - used) } } : null;
    if (investor.perTransactionLimit !== null && amount > investor.perTransactionLimit)
      return { key: 'investments.aboveTransactionLimit', status: HttpStatus.UNPROCESSABLE_ENTITY, params: { amount: investor.perTransactionLimit } };
    return (
      over(investor.perCampaignLimit, perCampaignUsed, 'investments.aboveCampaignLimit') ??
      over(investor.perMonthLimit, usage.monthUsed, 'investments.aboveMonthLimit') ??
      over(investor.rolling12MonthsLimit, usage.rollingUsed, 'investments.aboveRolling12Months') ??
      over(investor.totalLimit, investor.total, 'investments.aboveTotalLimit')
    );
  }

  /**
   * C7.6 POST {campaignId}: the rules that need no database first (from the campaign's terms), then
   * the database's, in a group commit with the campaign's other reservations (ReservationGroups):
   * the investor's row (status, accreditation and every limit in one conditional UPDATE), the
   * investor's campaign row (the per-campaign limit), the campaign's capacity row, the investment row
   * and the key's answer. A refusal of the database is explained from the rows as last committed.
   */
  async create(
    user: AuthenticatedUser,
    campaignId: string,
    body: EndpointParsedBody<typeof createInvestmentEndpoint>,
    ip: string | null,
    language: Language,
    scope: IdempotencyScope | null,
  ): Promise<{ view: InvestmentView; replayed: boolean }> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const offer = await this.offerTerms.get(campaignId);
    if (!offer || offer.status === 'hidden') throw AppError.notFound('investments.campaignNotFound');
    // The room left is the database's to say (the conditional UPDATE): checked here as if none were taken.
    const terms = { ...offer, reserved: 0 };
    const opening = offerState(terms, now);
    if (opening.refusal) this.refuse(opening.refusal, offer.currency, language);
    const requested = requestedAmount(offer, body);
    if ('key' in requested) this.refuse(requested, offer.currency, language);
    const { amount, shareUnits } = requested;
    const bounds = boundsRefusal(terms, amount, stepOf(offer, this.config.defaultStep));
    if (bounds) this.refuse(bounds, offer.currency, language);
    const month = monthIndex(now);
    const investorId = await this.investorFor(user, body.childId);

    const row: InvestmentRow = {
      id: newId(),
      investorId,
      campaignId,
      campaignName: offer.campaignName,
      campaignSlug: offer.slug,
      currency: offer.currency,
      amount,
      shareUnits,
      sharePrice: offer.pricePerShare,
      goal: offer.goal,
      state: 'reserved',
      status: 0,
      paymentType: null,
      gateway: null,
      referenceId: referenceId(),
      holdId: null,
      transactionId: null,
      failureReason: null,
      countedMonth: month,
      walletSettled: true,
      ip,
      language,
      // The offer as shown is the one the panel loaded; its acceptance is this request (EU reflection period records both).
      offerShownAt: offer.updatedAt < nowIso ? offer.updatedAt : nowIso,
      acceptedAt: nowIso,
      reservedUntil: new Date(now.getTime() + this.config.reservationMinutes * 60_000).toISOString(),
      paidAt: null,
      cancellableUntil: null,
      confirmedAt: null,
      cancelledAt: null,
      createdAt: nowIso,
      updatedAt: nowIso,
      contractState: 'unsigned',
      contractSignatureId: null,
      contractSignedAt: null,
    };
    const outcome = await this.groups.reserve({ row, accreditedOnly: offer.accreditedOnly, scope });
    switch (outcome.kind) {
      case 'reserved':
        return { view: outcome.view, replayed: false };
      case 'replayed':
        return { view: replayedPayloadOf(outcome.record, scope!.requestHash).payload as InvestmentView, replayed: true };
      case 'limits': {
        const fresh = await this.investors.findCurrent(investorId);
        if (!fresh || fresh.verificationStatus !== 'ACCEPTED') throw new AppError('investments.notVerified', HttpStatus.FORBIDDEN);
        if (offer.accreditedOnly && !fresh.accredited) throw new AppError('investments.accreditedOnly', HttpStatus.FORBIDDEN);
        return this.refuse(this.limitRefusal(fresh, 0, amount, month) ?? { key: 'investments.aboveRolling12Months', status: 422, params: { amount: fresh.rolling12MonthsLimit ?? 0, left: 0 } }, offer.currency, language);
      }
      case 'campaignLimit': {
        const [fresh, used] = [await this.investors.findCurrent(investorId), (await this.investors.findCampaignCurrent(investorId, campaignId))?.reserved ?? 0];
        const limit = fresh?.perCampaignLimit ?? 0;
        return this.refuse({ key: 'investments.aboveCampaignLimit', status: 422, params: { amount: limit, left: Math.max(0, limit - used) } }, offer.currency, language);
      }
      case 'capacity': {
        const fresh = await this.offers.findCurrent(campaignId);
        if (!fresh || fresh.status === 'hidden') throw AppError.notFound('investments.campaignNotFound');
        const state = offerState(fresh, now);
        return this.refuse(state.refusal ?? { key: 'investments.exceedsAvailable', status: 422, params: { amount: Math.max(0, fresh.goal - fresh.reserved) } }, offer.currency, language);
      }
    }
  }

  /** C2.18 process-investment: pays a reservation by wallet hold; a repeat answers the first outcome. */
  async pay(user: AuthenticatedUser, id: string): Promise<InvestmentView> {
    let row = await this.requireOwn(user, id);
    const nowIso = this.clock.nowIso();
    if (row.state === 'reserved') {
      if (row.reservedUntil <= nowIso) {
        await this.expire(row);
        throw AppError.conflict('investments.reservationExpired');
      }
      // Lost to a twin request or the hold reconciliation: go on from the state it left. One UPDATE:
      // it joins the keyed request's transaction when there is one, else it commits on its own (no BEGIN/COMMIT round trips).
      if (!(await this.investments.move(id, { from: ['reserved'], to: 'processing', fields: { paymentType: 'wallet', gateway: 'wallet' }, contractIn: [...CONTRACT_SIGNED_STATES] }, nowIso))) {
        row = (await this.investments.findLatest(id))!;
        refuseUnsignedReservation(row);
      } else row = { ...row, state: 'processing', paymentType: 'wallet', gateway: 'wallet' };
    }
    switch (row.state) {
      case 'processing':
        return this.views.investment(await this.settle(row));
      case 'committed':
      case 'confirmed':
        return this.views.investment(row);
      case 'failed':
        throw new AppError(row.failureReason ?? 'investments.notPayable', HttpStatus.UNPROCESSABLE_ENTITY);
      case 'expired':
        throw AppError.conflict('investments.reservationExpired');
      default:
        throw AppError.conflict('investments.notPayable');
    }
  }

  /** Finishes a payment in process, whichever way it is paid. Used by the request, the wallet's events and the sweep. */
  async settle(row: InvestmentRow): Promise<InvestmentRow> {
    return isProviderPaymentType(row.paymentType) ? this.settleByProvider(row) : this.settleByWallet(row);
  }

  /** When the window of a payment made now ends (null: no window). */
  private async windowFrom(row: InvestmentRow, paidAt: Date): Promise<string | null> {
    // The campaign's close date from the terms read at most once a second (an event about the campaign drops them at once).
    const [investor, offer] = await Promise.all([this.investors.find(row.investorId), this.offerTerms.get(row.campaignId)]);
    const window = this.cancellation(investor);
    return cancellableUntil(paidAt, window.hours, window.notWithinHoursOfClose, offer ? closesAt(offer) : null);
  }

  /**
   * A wallet payment: asks the wallet for the hold (idempotent on the investment's id) and records
   * the outcome. A crash between the two is finished by a retry or the sweep.
   */
  private async settleByWallet(row: InvestmentRow): Promise<InvestmentRow> {
    const paidAt = this.clock.now();
    const until = await this.windowFrom(row, paidAt);
    let hold;
    try {
      hold = await this.wallet.hold({
        investmentId: row.id,
        investorId: row.investorId,
        // A child's investment is paid from the child's own wallet (ADR 0026).
        fromChildWallet: (await this.children.find(row.investorId)) !== null,
        campaignId: row.campaignId,
        campaignName: row.campaignName,
        currency: row.currency,
        amount: row.amount,
        expiresAt: new Date((until ? Date.parse(until) : paidAt.getTime()) + HOLD_MARGIN_MS).toISOString(),
      });
    } catch (error) {
      if (error instanceof InsufficientBalance) {
        await this.fail(row, 'investments.insufficientBalance');
        throw new AppError('investments.insufficientBalance', HttpStatus.UNPROCESSABLE_ENTITY);
      }
      this.logger.warn(`payment of investment ${row.id} left in process: ${(error as Error).message}`);
      throw new AppError('investments.walletUnavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    if (hold.status !== 'pending' && hold.status !== 'posted') {
      await this.fail(row, 'investments.notPayable');
      throw new AppError('investments.notPayable', HttpStatus.CONFLICT);
    }
    return this.commit(row, hold, paidAt, until);
  }

  /**
   * Records a payment whose hold the wallet holds: processing → committed with the window, the
   * investor's paid counters and the event, once; then, without a window, straight into escrow.
   */
  private async commit(row: InvestmentRow, hold: WalletHold, paidAt: Date, until: string | null): Promise<InvestmentRow> {
    const nowIso = this.clock.nowIso();
    const committed: Partial<InvestmentRow> = { paidAt: paidAt.toISOString(), cancellableUntil: until, holdId: hold.holdId, transactionId: hold.holdId };
    await this.transactions.run(async () => {
      if (!(await this.investments.move(row.id, { from: ['processing'], to: 'committed', fields: committed }, nowIso))) return;
      const firstInCampaign = await this.investors.markPaid(row.investorId, row.campaignId, row.amount, nowIso);
      await this.outbox.append(InvestmentCommittedV1, row.id, {
        investmentId: row.id,
        investorId: row.investorId,
        campaignId: row.campaignId,
        campaignName: row.campaignName,
        amount: row.amount,
        currency: row.currency,
        // v1's enum names a provider's page 'card' (PayPal's too); the gateway says which.
        paymentType: row.paymentType === 'bank_transfer' ? 'bank-transfer' : row.paymentType === 'card' || row.paymentType === 'paypal' ? 'card' : 'wallet',
        ...(row.paymentType === 'card' || row.paymentType === 'paypal' ? { gateway: row.gateway ?? undefined } : {}),
        firstInCampaign,
        cancellableUntil: until,
      });
    });
    // As committed, not as this request's snapshot saw it: a twin or the reconciliation may have recorded it.
    let settled = (await this.investments.findLatest(row.id))!;
    // The investment ended while its hold was being placed (its campaign closed, its place was
    // given back): the hold must not stay, the money goes back to the investor's wallet.
    if (settled.state === 'failed' || settled.state === 'expired') {
      await this.voidHold(row.id, 'investment ended before its payment was recorded').catch((error: Error) => this.logger.warn(`hold of ended investment ${row.id} not voided yet: ${error.message}`));
      return (await this.investments.find(row.id))!;
    }
    // No window: into escrow at once. The payment stands either way; a post the wallet cannot take
    // now is made by the sweep.
    if (settled.state === 'committed' && settled.cancellableUntil === null) {
      settled = await this.confirm(settled).catch((error: Error) => {
        this.logger.warn(`investment ${row.id} paid; its escrow post is left to the sweep: ${error.message}`);
        return settled;
      });
    }
    return settled;
  }

  /**
   * A payment that cannot be made: the reservation is given back (capacity, limits), once. A hold
   * placed meanwhile, or a card or bank transfer arriving after, is voided (the money stays in the wallet).
   */
  private async fail(row: InvestmentRow, reason: string): Promise<void> {
    const nowIso = this.clock.nowIso();
    // A hold may exist (or arrive) for a payment in process: the sweep voids it (a missing one is a no-op).
    await this.transactions.run(async () => {
      if (!(await this.investments.move(row.id, { from: ['processing'], to: 'failed', fields: { failureReason: reason, walletSettled: false } }, nowIso))) return;
      await this.release(row, nowIso);
    });
  }

  /**
   * C7.6 checkout-session: pays a reservation by card (the provider's page) or bank transfer (the
   * account and reference). The place is kept meanwhile (CARD_PAYMENT_MINUTES, BANK_TRANSFER_HOURS);
   * the wallet is asked after the move, idempotently on the investment's id, so a repeat — after a
   * crash, a timeout, a double click — answers the same payment.
   */
  async startProviderPayment(user: AuthenticatedUser, body: EndpointParsedBody<typeof investmentCheckoutSessionEndpoint>, language: Language): Promise<InvestmentCheckoutView> {
    let row = await this.requireOwn(user, body.investmentId);
    // ADR 0026: a child's money comes only through the child's wallet (funded from the guardian's).
    if (row.investorId !== user.id) throw new AppError('investments.childPaysFromWallet', HttpStatus.UNPROCESSABLE_ENTITY);
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const method = body.paymentType === 'card' ? this.config.cardGateway : body.paymentType;
    if (row.state === 'reserved') {
      if (row.reservedUntil <= nowIso) {
        await this.expire(row);
        throw AppError.conflict('investments.reservationExpired');
      }
      const keptMinutes = body.paymentType === 'bank_transfer' ? this.config.bankTransferHours * 60 : this.config.cardPaymentMinutes;
      const fields = { paymentType: body.paymentType, gateway: method, reservedUntil: new Date(now.getTime() + keptMinutes * 60_000).toISOString() };
      if (await this.transactions.run(() => this.investments.move(row.id, { from: ['reserved'], to: 'processing', fields, contractIn: [...CONTRACT_SIGNED_STATES] }, nowIso))) row = { ...row, state: 'processing', ...fields };
      else {
        row = await this.requireOwn(user, body.investmentId);
        refuseUnsignedReservation(row);
      }
    }
    if (row.paymentType !== body.paymentType) throw AppError.conflict('investments.notPayable');
    if (row.state === 'failed') throw new AppError(row.failureReason ?? 'investments.notPayable', HttpStatus.UNPROCESSABLE_ENTITY);
    if (row.state === 'expired') throw AppError.conflict('investments.reservationExpired');
    if (row.state !== 'processing') return { investment: this.views.investment(row), payment: this.views.payment(await this.wallet.paymentOf(row.id)) };
    const until = await this.windowFrom(row, new Date(row.reservedUntil));
    let payment: ProviderPayment;
    try {
      payment = await this.wallet.startPayment({
        investmentId: row.id,
        investorId: row.investorId,
        investorEmail: user.email || null,
        campaignId: row.campaignId,
        campaignName: row.campaignName,
        currency: row.currency,
        amount: row.amount,
        method,
        // Long enough for the latest window this payment can open, then the same margin as a wallet hold.
        holdExpiresAt: new Date(Date.parse(until ?? row.reservedUntil) + HOLD_MARGIN_MS).toISOString(),
        returnPath: `/payment/${row.id}`,
        language,
      });
    } catch (error) {
      if (error instanceof PaymentRefused) {
        // The method is off (or refused the amount): the investor may choose another one.
        await this.transactions.run(() => this.investments.move(row.id, { from: ['processing'], to: 'reserved', fields: { paymentType: null, gateway: null } }, this.clock.nowIso()));
        throw new AppError('investments.paymentMethodUnavailable', HttpStatus.UNPROCESSABLE_ENTITY);
      }
      this.logger.warn(`payment of investment ${row.id} not started: ${(error as Error).message}`);
      throw new AppError('investments.walletUnavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
    return { investment: this.views.investment(row), payment: this.views.payment(payment) };
  }

  /** C7.6 check-payment-session: where the payment stands, settling it when its money has arrived. */
  async checkProviderPayment(user: AuthenticatedUser, id: string): Promise<InvestmentCheckoutView> {
    const row = await this.requireOwn(user, id);
    if (!isProviderPaymentType(row.paymentType)) {
      const settled = row.state === 'processing' ? await this.settle(row).catch(async (error: unknown) => (error instanceof AppError && error.status < 500 ? this.requireOwn(user, id) : Promise.reject(error))) : row;
      return { investment: this.views.investment(settled), payment: null };
    }
    const settled = await this.settleProviderPayment(row);
    // The payment as asked before settling still stands while the investment is in process; once it moved, ask again.
    const payment = settled.row.state === 'processing' && settled.payment ? settled.payment : await this.wallet.paymentOf(row.id);
    return { investment: this.views.investment(settled.row), payment: this.views.payment(payment) };
  }

  private async settleByProvider(row: InvestmentRow): Promise<InvestmentRow> {
    return (await this.settleProviderPayment(row)).row;
  }

  /**
   * A card or bank-transfer payment: the wallet places the investment's hold when the money arrives.
   * For a payment in process the wallet is asked first (it asks the provider and settles what was
   * paid, placing the hold), so one call sees the outcome. A hold for a reservation still in process
   * commits it; one for a reservation given back meanwhile (failed, expired) is voided, so the money
   * is returned to the investor's wallet. Without a hold: a failed payment, or one past the time its
   * place is kept, fails the investment.
   */
  private async settleProviderPayment(row: InvestmentRow): Promise<{ row: InvestmentRow; payment: ProviderPayment | null }> {
    const payment = row.state === 'processing' ? await this.wallet.paymentOf(row.id) : null;
    const hold = await this.wallet.getHold(row.id);
    if (hold && (hold.status === 'pending' || hold.status === 'posted')) {
      if (row.state === 'processing') {
        const paidAt = this.clock.now();
        return { row: await this.commit(row, hold, paidAt, await this.windowFrom(row, paidAt)), payment };
      }
      if (hold.status === 'pending' && (row.state === 'failed' || row.state === 'expired')) await this.voidHold(row.id, 'payment arrived after the reservation ended');
      return { row: (await this.investments.find(row.id))!, payment };
    }
    if (row.state !== 'processing') return { row, payment };
    if (payment?.status === 4 || payment?.status === 3) {
      await this.fail(row, 'investments.paymentFailed');
    } else if (row.reservedUntil <= this.clock.nowIso()) {
      await this.fail(row, 'investments.paymentTimedOut');
    }
    return { row: (await this.investments.find(row.id))!, payment };
  }

  private async release(row: InvestmentRow, nowIso: string): Promise<void> {
    await this.investors.uncount(row.investorId, row.amount, row.countedMonth);
    await this.investors.releaseInCampaign(row.investorId, row.campaignId, row.amount, nowIso);
    await this.offers.release(row.campaignId, row.amount);
  }

  /** An unpaid reservation past its time gives its place back. */
  async expire(row: InvestmentRow): Promise<boolean> {
    const nowIso = this.clock.nowIso();
    return this.transactions.run(async () => {
      if (!(await this.investments.move(row.id, { from: ['reserved'], to: 'expired' }, nowIso))) return false;
      await this.release(row, nowIso);
      return true;
    });
  }

  /** The window ended (or there was none): the hold is posted into the campaign's escrow. */
  async confirm(row: InvestmentRow): Promise<InvestmentRow> {
    const hold = await this.wallet.postHold(row.id, row.investorId);
    if (hold.status !== 'posted') {
      this.logger.error(`investment ${row.id}: its hold is ${hold.status}, not posted; left committed for an operator`);
      return row;
    }
    const nowIso = this.clock.nowIso();
    await this.transactions.run(async () => {
      if (!(await this.investments.move(row.id, { from: ['committed'], to: 'confirmed', fields: { confirmedAt: nowIso, transactionId: hold.transferId ?? row.transactionId } }, nowIso))) return;
      await this.outbox.append(InvestmentConfirmedV1, row.id, {
        investmentId: row.id,
        investorId: row.investorId,
        campaignId: row.campaignId,
        amount: row.amount,
        currency: row.currency,
        escrowTransferId: hold.transferId,
      });
    });
    return (await this.investments.findLatest(row.id))!;
  }

  /** PATCH investment/{id}: cancel within the window; the hold is voided after the cancel commits. */
  async cancel(user: AuthenticatedUser, id: string): Promise<InvestmentView> {
    const row = await this.requireOwn(user, id);
    if (row.state === 'cancelled') return this.views.investment(row);
    const nowIso = this.clock.nowIso();
    if (row.state !== 'committed' || !row.cancellableUntil || row.cancellableUntil <= nowIso) throw AppError.conflict('investments.notCancellable');
    await this.transactions.run(async () => {
      if (!(await this.investments.move(id, { from: ['committed'], to: 'cancelled', fields: { cancelledAt: nowIso, walletSettled: false } }, nowIso))) throw AppError.conflict('investments.notCancellable');
      await this.release(row, nowIso);
      const lastInCampaign = await this.investors.unmarkPaid(row.investorId, row.campaignId, row.amount, nowIso);
      await this.outbox.append(InvestmentCancelledV1, id, {
        investmentId: id,
        investorId: row.investorId,
        campaignId: row.campaignId,
        campaignName: row.campaignName,
        amount: row.amount,
        currency: row.currency,
        lastInCampaign,
        cancelledBy: user.id,
      });
    });
    await this.voidHold(id).catch((error: Error) => this.logger.warn(`hold of cancelled investment ${id} not voided yet: ${error.message}`));
    return this.views.investment((await this.investments.find(id))!);
  }

  private async voidHold(id: string, reason = 'investment cancelled'): Promise<void> {
    await this.wallet.voidHold(id, reason);
    await this.investments.markWalletSettled(id, this.clock.nowIso());
  }

  /**
   * A campaign's close ends what is still open of one investment: an unpaid reservation expires, a
   * payment in process fails (money arriving later goes back to the wallet), a paid investment
   * whose window ended goes into escrow. One still inside its window is left: a close never cuts
   * an investor's legal right to cancel. True when the investment is settled for the close.
   */
  async endForClose(row: InvestmentRow): Promise<boolean> {
    const nowIso = this.clock.nowIso();
    if (row.state === 'reserved') await this.expire(row);
    else if (row.state === 'processing') await this.fail(row, 'investments.campaignClosed');
    else if (row.state === 'committed') {
      if (row.cancellableUntil !== null && row.cancellableUntil > nowIso) return false;
      return (await this.confirm(row)).state === 'confirmed';
    }
    return true;
  }

  /** One sweep: expire, settle, confirm, void; how many investments it moved. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    let moved = 0;
    for (const row of await this.investments.expiredReservations(now.toISOString(), SWEEP_BATCH)) if (await this.expire(row)) moved++;
    const stalledBefore = new Date(now.getTime() - this.config.settleAfterSeconds * 1000).toISOString();
    for (const row of await this.investments.stalledPayments(stalledBefore, SWEEP_BATCH)) {
      await this.settle(row).then(
        () => moved++,
        (error: Error) => this.logger.warn(`settling investment ${row.id}: ${error.message}`),
      );
    }
    const ended = [...(await this.investments.windowsEnded(new Date(now.getTime() - CONFIRM_GRACE_MS).toISOString(), SWEEP_BATCH)), ...(await this.investments.withoutWindow(SWEEP_BATCH))];
    for (const row of ended) if ((await this.confirm(row)).state === 'confirmed') moved++;
    for (const row of await this.investments.walletUnsettled(SWEEP_BATCH)) {
      await this.voidHold(row.id).then(
        () => moved++,
        (error: Error) => this.logger.warn(`voiding the hold of investment ${row.id}: ${error.message}`),
      );
    }
    return moved;
  }
}

/**
 * The contract is signed and its code confirmed before any money moves (ADR 0019 addendum): a
 * reservation still waiting for its signature is refused, whoever else moved it meanwhile.
 */
function refuseUnsignedReservation(row: InvestmentRow): void {
  if (row.state === 'reserved' && !isContractSigned(row.contractState)) throw AppError.conflict('investments.signBeforePaying');
}
