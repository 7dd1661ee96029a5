import { Inject, Injectable, Logger } from '@nestjs/common';
import { writeSync } from 'node:fs';
import { InvestmentFundedV1, InvestmentRefundedV1, InvestmentsCampaignClosedV1, type CampaignCloseView } from '@cf/contracts';
import { AppError, Clock, OutboxService, Transactions, type AuthenticatedUser } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { InvestingService } from '../investing/investing.service';
import { InvestmentsRepository } from '../core/investments.repository';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import { OfferTermsCache } from '../core/offer-terms.cache';
import { OffersRepository } from '../core/offers.repository';
import { WalletEscrow } from '../core/wallet-escrow';
import { closesAt } from '../core/domain/invest-rules';
import { CampaignClosesRepository } from './campaign-closes.repository';
import { decideClose } from './domain/close-math';
import type { CampaignCloseRow } from './entities/campaign-close.entity';
import { SiteRevenueClient } from './site-revenue.client';
import { ChildrenRepository } from '../core/children.repository';

const BATCH = 200;
/** Refunds sent to the wallet at once (each its own idempotent transfer). */
const REFUND_PARALLELISM = 8;

type CrashPoint = NonNullable<InvestmentsConfig['closeCrashAfter']>;

/**
 * A campaign's close as a saga (C4.1, C4.13, C9.3; docs/adr/0021). Every step is idempotent and
 * recorded before the next starts, so a crash anywhere resumes (the sweep, or the next call) without
 * paying anybody twice or not at all:
 *
 * 1. **start** (one transaction): the close's row, and the offer closed to new investments.
 * 2. **settle**: unpaid reservations expire, payments in process fail, paid investments whose window
 *    ended go into escrow (one still inside its window is waited for).
 * 3. **decide** (one transaction): escrow must hold exactly the confirmed investments; outcome, fee
 *    and VAT from the site's revenue settings are stored once (step `moving`).
 * 4. **move**: successful → one transfer `close-fee:<campaign>` from escrow to the fee and VAT
 *    accounts (the owner's amount stays in escrow for the payout); unsuccessful → one transfer
 *    `refund:<investment>` per investment back to the investor's wallet, each then marked refunded.
 *    The wallet answers a repeated id with the first transfer.
 * 5. **finish** (one transaction): `closed`, and `investments.campaign-closed` for campaigns and
 *    notifications.
 */
@Injectable()
export class ClosingService {
  private readonly logger = new Logger(ClosingService.name);

  constructor(
    private readonly closes: CampaignClosesRepository,
    private readonly offers: OffersRepository,
    private readonly offerTerms: OfferTermsCache,
    private readonly investments: InvestmentsRepository,
    private readonly investing: InvestingService,
    private readonly wallet: WalletEscrow,
    private readonly children: ChildrenRepository,
    private readonly site: SiteRevenueClient,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(INVESTMENTS_CONFIG) private readonly config: InvestmentsConfig,
  ) {}

  /** Tests only (CLOSE_CRASH_AFTER): dies like a killed process right after `step`. */
  private crashPoint(step: CrashPoint): void {
    if (this.config.closeCrashAfter === step) {
      // Written synchronously: an asynchronous log line would die with the process.
      writeSync(2, `CLOSE_CRASH_AFTER=${step}: killing this process\n`);
      process.kill(process.pid, 'SIGKILL');
    }
  }

  view(row: CampaignCloseRow): CampaignCloseView {
    const { updatedAt: _updatedAt, ...view } = row;
    return view;
  }

  /** C2.13 the close of a campaign: its owner and administrators. */
  async closeOf(user: AuthenticatedUser, campaignId: string): Promise<CampaignCloseView> {
    const offer = await this.offers.find(campaignId);
    if (!offer || (!user.isAdmin && offer.ownerId !== user.id)) throw AppError.notFound('investments.campaignNotFound');
    const close = await this.closes.find(campaignId);
    if (!close) throw AppError.notFound('investments.notClosed');
    return this.view(close);
  }

  /** Step 1, once: the close's record and the offer closed to new investments, in one transaction. */
  async start(campaignId: string, trigger: string): Promise<boolean> {
    const offer = await this.offers.find(campaignId);
    if (!offer || offer.status === 'hidden') throw AppError.notFound('investments.campaignNotFound');
    const now = this.clock.nowIso();
    const started = await this.transactions.run(async () => {
      const inserted = await this.closes.start({
        campaignId,
        trigger,
        step: 'settling',
        outcome: null,
        currency: offer.currency,
        investingType: offer.investingType,
        goal: offer.goal,
        raised: 0,
        investorsCount: 0,
        feeBps: 0,
        vatBps: 0,
        fee: 0,
        vat: 0,
        ownerAmount: 0,
        refunded: 0,
        refundedCount: 0,
        startedAt: now,
        decidedAt: null,
        closedAt: null,
        updatedAt: now,
      });
      if (inserted) await this.offers.setStatus(campaignId, 'closed', now);
      return inserted;
    });
    this.offerTerms.forget(campaignId);
    if (started) this.crashPoint('started');
    return started;
  }

  /** Starts (if needed) and runs a close as far as it can go now. */
  async close(campaignId: string, trigger: string): Promise<CampaignCloseView> {
    await this.start(campaignId, trigger);
    return this.view(await this.resume(campaignId));
  }

  /** Runs the recorded close from the step it is at. */
  async resume(campaignId: string): Promise<CampaignCloseRow> {
    let close = (await this.closes.find(campaignId))!;
    if (close.step === 'settling') close = await this.settleAndDecide(close);
    if (close.step === 'moving') close = await this.moveMoney(close);
    return close;
  }

  /** Steps 2 and 3. Stays `settling` while an investment is still inside its cancellation window. */
  private async settleAndDecide(close: CampaignCloseRow): Promise<CampaignCloseRow> {
    const { campaignId } = close;
    for (;;) {
      const { rows } = await this.investments.ofCampaign(campaignId, ['reserved', 'processing', 'committed'], BATCH);
      const now = this.clock.nowIso();
      const actionable = rows.filter((row) => !(row.state === 'committed' && row.cancellableUntil !== null && row.cancellableUntil > now));
      if (actionable.length === 0) {
        // Only investments inside their cancellation window are left: the sweep comes back after it.
        if (rows.length > 0) return close;
        break;
      }
      let progressed = false;
      for (const row of actionable) if (await this.investing.endForClose(row)) progressed = true;
      // The wallet could not take a post now: the sweep tries again.
      if (!progressed) return close;
    }
    this.crashPoint('settled');

    const confirmed = await this.investments.totalsOfCampaign(campaignId, ['confirmed']);
    const escrow = await this.wallet.balance({ kind: 'campaign_escrow', owner: campaignId, currency: close.currency });
    if (escrow.balance !== confirmed.amount || escrow.held !== 0) {
      // Never pay out of books that disagree: an operator looks (docs/runbooks/investments.md).
      this.logger.error(`close of ${campaignId} stopped: escrow holds ${escrow.balance} (${escrow.held} held), confirmed investments ${confirmed.amount}`);
      return close;
    }
    const rates = await this.site.feeRates();
    const decision = decideClose(close.investingType, confirmed.amount, close.goal, rates);
    const now = this.clock.nowIso();
    await this.transactions.run(() =>
      this.closes.move(
        campaignId,
        'settling',
        { step: 'moving', outcome: decision.outcome, raised: confirmed.amount, investorsCount: confirmed.investors, feeBps: decision.feeBps, vatBps: rates.vatBps, fee: decision.fee, vat: decision.vat, ownerAmount: decision.ownerAmount, decidedAt: now },
        now,
      ),
    );
    this.crashPoint('decided');
    return (await this.closes.find(campaignId))!;
  }

  /** Steps 4 and 5. */
  private async moveMoney(close: CampaignCloseRow): Promise<CampaignCloseRow> {
    const { campaignId, currency } = close;
    const escrow = { kind: 'campaign_escrow' as const, owner: campaignId, currency };
    if (close.outcome === 'successful') {
      if (close.fee + close.vat > 0) {
        await this.wallet.transfer({
          transferId: `close-fee:${campaignId}`,
          reason: 'platform_fee',
          entries: [
            { account: escrow, amount: -(close.fee + close.vat) },
            { account: { kind: 'platform_fees' as const, owner: 'platform', currency }, amount: close.fee },
            { account: { kind: 'vat' as const, owner: 'platform', currency }, amount: close.vat },
          ].filter((entry) => entry.amount !== 0),
          metadata: { campaignId, feeBps: close.feeBps, vatBps: close.vatBps, raised: close.raised },
        });
        this.crashPoint('fee');
      }
    } else {
      for (;;) {
        const { rows } = await this.investments.ofCampaign(campaignId, ['confirmed'], BATCH);
        if (rows.length === 0) break;
        for (let i = 0; i < rows.length; i += REFUND_PARALLELISM) await Promise.all(rows.slice(i, i + REFUND_PARALLELISM).map((row) => this.refund(row, escrow)));
      }
    }
    const now = this.clock.nowIso();
    const offer = await this.offers.find(campaignId);
    await this.transactions.run(async () => {
      if (!(await this.closes.move(campaignId, 'moving', { step: 'closed', closedAt: now }, now))) return;
      const done = (await this.closes.find(campaignId))!;
      await this.outbox.append(InvestmentsCampaignClosedV1, campaignId, {
        campaignId,
        ownerId: offer?.ownerId ?? '',
        campaignName: offer?.campaignName ?? '',
        outcome: done.outcome!,
        trigger: done.trigger,
        currency,
        goal: done.goal,
        raised: done.raised,
        investorsCount: done.investorsCount,
        fee: done.fee,
        vat: done.vat,
        ownerAmount: done.ownerAmount,
        refunded: done.refunded,
      });
      // Each investor of a successful campaign is told, in the same transaction as the close's end: once.
      if (done.outcome === 'successful') {
        for (const held of await this.investments.allOfCampaign(campaignId, 'confirmed')) {
          await this.outbox.append(InvestmentFundedV1, held.id, { investmentId: held.id, investorId: held.investorId, campaignId, campaignName: offer?.campaignName ?? '', amount: held.amount, currency: held.currency });
        }
      }
    });
    this.crashPoint('closed');
    return (await this.closes.find(campaignId))!;
  }

  /** One investor's money back to the wallet ("campaign unsuccessful"), then the investment marked refunded, once. */
  private async refund(row: InvestmentRow, escrow: { kind: 'campaign_escrow'; owner: string; currency: string }): Promise<void> {
    await this.wallet.transfer({
      transferId: `refund:${row.id}`,
      reason: 'campaign_unsuccessful',
      entries: [
        { account: escrow, amount: -row.amount },
        // A child's money goes back to the child's wallet (ADR 0026).
        { account: { kind: (await this.children.find(row.investorId)) ? 'child_wallet' : 'user_wallet', owner: row.investorId, currency: row.currency }, amount: row.amount },
      ],
      metadata: { investmentId: row.id, campaignId: row.campaignId, campaignName: row.campaignName, walletReason: 'campaign_unsuccessful' },
      actorId: row.investorId,
    });
    const now = this.clock.nowIso();
    await this.transactions.run(async () => {
      if (!(await this.investments.move(row.id, { from: ['confirmed'], to: 'refunded' }, now))) return;
      await this.closes.countRefund(row.campaignId, row.amount, now);
      await this.outbox.append(InvestmentRefundedV1, row.id, { investmentId: row.id, investorId: row.investorId, campaignId: row.campaignId, campaignName: row.campaignName, amount: row.amount, currency: row.currency });
    });
    this.crashPoint('refund');
  }

  /**
   * The sweep: finishes closes left unfinished, and starts the close of every open campaign whose
   * close date has passed or whose goal is filled by paid investments.
   */
  async sweep(): Promise<number> {
    let moved = 0;
    const now = this.clock.now();
    for (const offer of await this.offers.closeCandidates(now.toISOString().slice(0, 10), BATCH)) {
      const end = closesAt(offer);
      const pastClose = end !== null && end.getTime() <= now.getTime();
      // Full when paid money fills the goal (not commitments the offer started with, which are not in escrow).
      const full = offer.reserved >= offer.goal && (await this.investments.totalsOfCampaign(offer.campaignId, ['confirmed'])).amount >= offer.goal;
      if (!pastClose && !full) continue;
      if (await this.start(offer.campaignId, pastClose ? 'close-date' : 'maximum')) moved++;
    }
    for (const close of await this.closes.unfinished(BATCH)) {
      const after = await this.resume(close.campaignId).catch((error: Error) => {
        this.logger.warn(`close of ${close.campaignId} not finished yet: ${error.message}`);
        return close;
      });
      if (after.step !== close.step) moved++;
    }
    return moved;
  }
}
