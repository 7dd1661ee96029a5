import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { Clock, CommitGroups, IdempotencyRecords, ServiceMetrics, Transactions, type IdempotencyRecord, type IdempotencyScope } from '@cf/platform';
import type { InvestmentView } from '@cf/contracts';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import type { InvestmentRow } from '../core/entities/investment.entity';
import { InvestmentViews } from '../core/investment-views';
import { InvestmentsRepository } from '../core/investments.repository';
import { InvestorsRepository } from '../core/investors.repository';
import { OffersRepository } from '../core/offers.repository';

/** One reservation asked of a group: the row to insert if it is accepted, and its key if it has one. */
export interface ReservationRequest {
  row: InvestmentRow;
  accreditedOnly: boolean;
  scope: IdempotencyScope | null;
}

/**
 * What a group decided for one request. `limits`: the investor's row refused it (status,
 * accreditation or a limit); `campaignLimit`: the per-campaign limit; `capacity`: the campaign had
 * no room left for it (or is not open); `replayed`: its key was answered before.
 */
export type ReservationOutcome = { kind: 'reserved'; view: InvestmentView } | { kind: 'limits' } | { kind: 'campaignLimit' } | { kind: 'capacity' } | { kind: 'replayed'; record: IdempotencyRecord };

/**
 * Group commit for reservations (issue 39, ADR 0029): concurrent reservations into one campaign are
 * gathered for a short window (INVEST_GROUP_WINDOW_MS, 1 ms) or while the campaign's previous group
 * is being written, then written in one transaction: each investor's limits by its own conditional
 * UPDATE (in investor order, so two groups lock investors alike), the campaign's capacity by one
 * conditional UPDATE for the sum, and the accepted rows by one multi-row INSERT. When the sum does
 * not fit, the group splits against the room left (its row locked): requests are taken in arrival
 * order, as one at a time would, and the others get their own refusal. A keyed request's answer is
 * recorded in the same transaction, so a crash commits every answer of a group or none of them.
 */
@Injectable()
export class ReservationGroups implements OnModuleDestroy {
  private readonly logger = new Logger(ReservationGroups.name);
  private readonly groups: CommitGroups<ReservationRequest, ReservationOutcome>;

  constructor(
    private readonly investors: InvestorsRepository,
    private readonly offers: OffersRepository,
    private readonly investments: InvestmentsRepository,
    private readonly records: IdempotencyRecords,
    private readonly views: InvestmentViews,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    @Inject(INVESTMENTS_CONFIG) private readonly config: InvestmentsConfig,
    metrics: ServiceMetrics,
  ) {
    this.groups = new CommitGroups({ windowMs: config.groupWindowMs, max: config.groupMax, write: (campaignId, group) => this.write(campaignId, group), keyOf: (request) => request.scope?.id });
    this.reserved = metrics.counter('cf_investments_reserved_total', 'Reservations accepted, and refused by reason (limits, campaign_limit, capacity)', ['outcome']);
    this.reservedBaisa = metrics.counter('cf_investments_reserved_baisa_total', 'Money reserved by accepted reservations, in baisa');
  }

  private readonly reserved: Counter<'outcome'>;
  private readonly reservedBaisa: Counter;

  /** Groups written and reservations in them, since start. */
  get written(): { groups: number; requests: number } {
    return this.groups.written;
  }

  async reserve(request: ReservationRequest): Promise<ReservationOutcome> {
    const outcome = await this.groups.submit(request.row.campaignId, request);
    if (outcome.kind === 'reserved') {
      this.reserved.inc({ outcome: 'accepted' });
      this.reservedBaisa.inc(request.row.amount);
    } else if (outcome.kind !== 'replayed') this.reserved.inc({ outcome: outcome.kind === 'campaignLimit' ? 'campaign_limit' : outcome.kind });
    return outcome;
  }

  /** One transaction for the group (run again whole if MariaDB picks it as a deadlock victim). */
  private write(campaignId: string, group: ReservationRequest[]): Promise<ReservationOutcome[]> {
    return this.transactions.outside(() =>
      this.transactions.run(async () => {
        const now = this.clock.nowIso();
        const outcomes: Array<ReservationOutcome | undefined> = new Array(group.length);
        const replayed = await this.records.claimMany(
          group.flatMap((r) => (r.scope ? [r.scope] : [])),
          now,
        );
        group.forEach((r, i) => {
          const record = r.scope && replayed.get(r.scope.id);
          if (record) outcomes[i] = { kind: 'replayed', record };
        });

        // Each investor's limits, in investor order (the same lock order in every group).
        const byInvestor = group.map((_, i) => i).filter((i) => !outcomes[i]);
        byInvestor.sort((a, b) => (group[a].row.investorId < group[b].row.investorId ? -1 : group[a].row.investorId > group[b].row.investorId ? 1 : a - b));
        const counted = new Set<number>();
        for (const i of byInvestor) {
          const { row, accreditedOnly } = group[i];
          if (!(await this.investors.countAgainstLimits(row.investorId, row.amount, row.countedMonth, accreditedOnly))) {
            outcomes[i] = { kind: 'limits' };
          } else if (!(await this.investors.reserveInCampaign(row.investorId, campaignId, row.amount, now))) {
            await this.investors.uncount(row.investorId, row.amount, row.countedMonth);
            outcomes[i] = { kind: 'campaignLimit' };
          } else counted.add(i);
        }

        // The campaign's capacity last (its lock held shortest): the whole sum, or split in arrival order.
        let accepted = [...counted].sort((a, b) => a - b);
        const sum = (indices: number[]) => indices.reduce((total, i) => total + group[i].row.amount, 0);
        if (accepted.length > 0 && !(await this.offers.reserve(campaignId, sum(accepted)))) {
          let room = await this.offers.lockRoom(campaignId);
          const fitting: number[] = [];
          for (const i of accepted) {
            if (group[i].row.amount <= room) {
              fitting.push(i);
              room -= group[i].row.amount;
              continue;
            }
            const { row } = group[i];
            await this.investors.uncount(row.investorId, row.amount, row.countedMonth);
            await this.investors.releaseInCampaign(row.investorId, campaignId, row.amount, now);
            outcomes[i] = { kind: 'capacity' };
          }
          accepted = fitting;
          if (accepted.length > 0 && !(await this.offers.reserve(campaignId, sum(accepted)))) throw new Error(`campaign ${campaignId}: the room read under its lock did not hold`);
        }

        await this.investments.insertMany(accepted.map((i) => group[i].row));
        for (const i of accepted) outcomes[i] = { kind: 'reserved', view: this.views.investment(group[i].row) };
        // Keys: an accepted request's answer is kept; a refused one's key is freed (a refusal is not an answer to keep).
        await this.records.finishMany(
          accepted.flatMap((i) => (group[i].scope ? [{ scope: group[i].scope!, status: 201, payload: (outcomes[i] as { view: InvestmentView }).view }] : [])),
          now,
        );
        await this.records.forget(group.flatMap((r, i) => (r.scope && outcomes[i]?.kind !== 'reserved' && outcomes[i]?.kind !== 'replayed' ? [r.scope.id] : [])));
        return outcomes as ReservationOutcome[];
      }),
    );
  }

  /**
   * Groups still gathering are left to be written (their window is a millisecond, and the database
   * closes after the HTTP server): dropping them would leave their requests unanswered and the shutdown
   * waiting for them.
   */
  onModuleDestroy(): void {
    const { written } = this;
    if (written.groups > 0) this.logger.log(`reservations: ${written.requests} in ${written.groups} groups`);
  }
}
