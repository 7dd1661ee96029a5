import { Inject, Injectable, Logger } from '@nestjs/common';
import { DistributionCompletedV1, DistributionCreditedV1, ledgerTransferBatchCall, type InternalCallBody } from '@cf/contracts';
import { Clock, InternalClient, OutboxService, ServiceMetrics, Transactions } from '@cf/platform';
import type { Counter } from 'prom-client';
import { crashPoint } from '../core/crash-point';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import type { RepaymentsConfig } from '../config/env';
import { REPAYMENTS_CONFIG, WALLET } from '../repayments.tokens';
import { ScheduleRowsRepository } from '../core/schedule-rows.repository';
import { DistributionsRepository } from '../core/distributions.repository';
import { splitProRata, type Share } from './domain/pro-rata';
import { RepaymentChildrenRepository } from '../core/children.repository';

/** One transfer of a distribution's batch, as the wallet's contract takes it. */
type LedgerTransfer = InternalCallBody<typeof ledgerTransferBatchCall>['transfers'][number];

/**
 * Credits per ledger transfer: each transfer's wallet.transfer-posted event carries its entries and
 * must stay well under the outbox's 64 KB (the wallet takes at most 300 a transfer).
 */
const CREDITS_PER_TRANSFER = 250;

/**
 * A paid payment reaches every investor: split pro rata to holdings (ADR 0022's remainder rule), the
 * platform's fee withheld, posted as ONE ledger batch whose transfer ids derive from the
 * distribution's id — so a resumed distribution (a crash, a lost answer) finds the batch already
 * posted instead of paying anyone twice — then marked credited with every share and event.
 */
@Injectable()
export class DistributionsService {
  private readonly logger = new Logger('Distributions');

  constructor(
    private readonly distributions: DistributionsRepository,
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly rows: ScheduleRowsRepository,
    private readonly children: RepaymentChildrenRepository,
    @Inject(WALLET) private readonly wallet: InternalClient,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(REPAYMENTS_CONFIG) private readonly config: RepaymentsConfig,
    metrics: ServiceMetrics,
  ) {
    this.paid = metrics.counter('cf_distributions_paid_total', 'Distributions credited to every investor of a campaign');
    this.paidBaisa = metrics.counter('cf_distributions_paid_baisa_total', 'Money credited to investors by distributions, in baisa');
  }

  private readonly paid: Counter;
  private readonly paidBaisa: Counter;

  /** The transfers of a distribution: the fee, then the investors' credits, 250 a transfer. */
  static batchOf(d: { id: string; fee: number; campaignId: string }, campaign: { campaignName: string; currency: string }, shares: Share[], childIds: ReadonlySet<string> = new Set()): LedgerTransfer[] {
    const escrow = { kind: 'repayment_escrow' as const, owner: d.campaignId, currency: campaign.currency };
    const metadata = { campaignId: d.campaignId, campaignName: campaign.campaignName, distributionId: d.id, walletReason: 'repayment_distribution' };
    const transfers: LedgerTransfer[] = [];
    if (d.fee > 0) {
      transfers.push({ transferId: `distribution:${d.id}:fee`, reason: 'repayment_fee', entries: [{ account: escrow, amount: -d.fee }, { account: { kind: 'platform_fees' as const, owner: 'platform', currency: campaign.currency }, amount: d.fee }], metadata });
    }
    const paid = shares.filter((s) => s.amount > 0);
    for (let i = 0; i < paid.length; i += CREDITS_PER_TRANSFER) {
      const chunk = paid.slice(i, i + CREDITS_PER_TRANSFER);
      const sum = chunk.reduce((total, s) => total + s.amount, 0);
      transfers.push({
        transferId: `distribution:${d.id}:${i / CREDITS_PER_TRANSFER}`,
        reason: 'distribution',
        entries: [{ account: escrow, amount: -sum }, ...chunk.map((s) => ({ account: { kind: childIds.has(s.investorId) ? ('child_wallet' as const) : ('user_wallet' as const), owner: s.investorId, currency: campaign.currency }, amount: s.amount }))],
        metadata,
      });
    }
    return transfers;
  }

  /**
   * Distributes a pending distribution; true when it is credited (now or before). False when it must
   * wait: the campaign's holdings have not all arrived yet (their events are on their way).
   */
  async distribute(distributionId: string): Promise<boolean> {
    const d = await this.distributions.find(distributionId);
    if (!d) return false;
    if (d.state === 'credited') return true;
    const campaign = await this.campaigns.find(d.campaignId);
    const row = await this.rows.find(d.rowId);
    if (!campaign || !row) return false;
    const holdings = await this.campaigns.holdingsOf(d.campaignId);
    const held = holdings.reduce((sum, h) => sum + h.holding, 0);
    if (holdings.length === 0 || (campaign.raised > 0 && held < campaign.raised)) {
      this.logger.warn(`distribution ${d.id} waits: holdings ${held} of ${campaign.raised} known`);
      return false;
    }
    const shares = splitProRata(d.distributed, holdings);
    // A child's share goes to the child's own wallet (ADR 0026).
    const transfers = DistributionsService.batchOf(d, campaign, shares, await this.children.childIds(shares.map((s) => s.investorId)));
    const posted = await this.wallet.call(ledgerTransferBatchCall, { body: { transfers } });
    crashPoint(this.config, 'distribution-posted');
    const now = this.clock.nowIso();
    const credited = shares.filter((s) => s.amount > 0);
    const counted = await this.transactions.run(async () => {
      if (!(await this.distributions.markCredited(d.id, credited.length, now))) return false;
      await this.distributions.insertShares(credited.map((s) => ({ distributionId: d.id, investorId: s.investorId, campaignId: d.campaignId, rowId: d.rowId, amount: s.amount, creditedAt: now })));
      await this.outbox.appendMany(
        DistributionCreditedV1,
        credited.map((s) => ({
          aggregateId: d.id,
          data: { distributionId: d.id, campaignId: d.campaignId, campaignName: campaign.campaignName, investorId: s.investorId, repaymentNumber: row.repaymentNumber, amount: s.amount, currency: campaign.currency },
        })),
      );
      await this.outbox.append(DistributionCompletedV1, d.id, {
        distributionId: d.id,
        paymentId: d.paymentId,
        campaignId: d.campaignId,
        rowId: d.rowId,
        amount: d.amount,
        fee: d.fee,
        distributed: d.distributed,
        investorsCount: credited.length,
        currency: campaign.currency,
        transferIds: posted.transfers.map((t) => t.transferId),
      });
      return true;
    });
    if (counted) {
      this.paid.inc();
      this.paidBaisa.inc(d.distributed);
    }
    return true;
  }
}
