import { Inject, Injectable, Logger } from '@nestjs/common';
import { RepaymentReminderDueV1 } from '@cf/contracts';
import { Clock, OutboxService, PeriodicSweep, Transactions } from '@cf/platform';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import type { RepaymentsConfig } from '../config/env';
import { DistributionsRepository } from '../core/distributions.repository';
import { DistributionsService } from '../distributions/distributions.service';
import { REPAYMENTS_CONFIG } from '../repayments.tokens';
import { addDays, muscatDay } from '../schedules/domain/dates';
import type { ScheduleRowRecord } from '../core/entities/schedule-row.entity';
import { ScheduleRowsRepository } from '../core/schedule-rows.repository';
import { PaymentsService } from './payments.service';
import { RepaymentPaymentsRepository } from '../core/repayment-payments.repository';

const BATCH = 100;

/**
 * The background work of repayments, each part idempotent: finishes payments and distributions a
 * crash or a lost answer left pending, pays due rows of campaigns with automatic repayment, and
 * reminds owners before and after due dates (once each). Every REPAYMENT_SWEEP_MS; tests call sweep().
 */
@Injectable()
export class RepaymentsSweeper extends PeriodicSweep {
  private readonly log = new Logger('RepaymentsSweeper');

  constructor(
    private readonly payments: RepaymentPaymentsRepository,
    private readonly paying: PaymentsService,
    private readonly distributions: DistributionsRepository,
    private readonly distributing: DistributionsService,
    private readonly rows: ScheduleRowsRepository,
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(REPAYMENTS_CONFIG) private readonly config: RepaymentsConfig,
  ) {
    super('RepaymentsSweeper');
  }

  protected intervalMs(): number {
    return this.config.sweepMs;
  }

  protected describe(count: number): string {
    return `${count} pending payment(s), distribution(s), due row(s) or reminder(s) looked at`;
  }

  /** One pass; how many items it looked at. */
  protected async runOnce(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.resumeAfterSeconds * 1000).toISOString();
    const payments = await this.payments.pendingBefore(before, BATCH);
    for (const payment of payments) {
      await this.paying.finish(payment, { throwOnRefusal: false }).catch((error: unknown) => this.log.warn(`payment ${payment.id} still pending: ${String(error)}`));
    }
    const distributions = await this.distributions.pendingBefore(before, BATCH);
    for (const distribution of distributions) {
      await this.distributing.distribute(distribution.id).catch((error: unknown) => this.log.warn(`distribution ${distribution.id} still pending: ${String(error)}`));
    }
    const today = muscatDay(this.clock.now());
    return payments.length + distributions.length + (await this.payDue(today)) + (await this.remind(today));
  }

  private async payDue(today: string): Promise<number> {
    const due = await this.rows.dueBy(today, BATCH);
    const campaigns = new Map((await this.campaigns.findMany([...new Set(due.map((r) => r.campaignId))])).map((c) => [c.campaignId, c]));
    let paid = 0;
    for (const row of due) {
      const campaign = campaigns.get(row.campaignId);
      if (!campaign?.autoRepayment) continue;
      paid++;
      await this.paying.payDueAutomatically(row, campaign).catch((error: unknown) => this.log.warn(`automatic repayment of ${row.id}: ${String(error)}`));
    }
    return paid;
  }

  private async remind(today: string): Promise<number> {
    const before = await this.rows.toRemindBefore(today, addDays(today, this.config.reminderDays), BATCH);
    const after = await this.rows.toRemindAfter(today, BATCH);
    for (const [row, when] of [...before.map((r) => [r, 'before'] as const), ...after.map((r) => [r, 'after'] as const)]) await this.remindOnce(row, when);
    return before.length + after.length;
  }

  private async remindOnce(row: ScheduleRowRecord, when: 'before' | 'after'): Promise<void> {
    const campaign = await this.campaigns.find(row.campaignId);
    if (!campaign) return;
    await this.transactions.run(async () => {
      if (!(await this.rows.markReminded(row.id, when))) return;
      await this.outbox.append(RepaymentReminderDueV1, row.id, {
        rowId: row.id,
        campaignId: row.campaignId,
        campaignName: campaign.campaignName,
        ownerId: campaign.ownerId,
        repaymentNumber: row.repaymentNumber,
        expectedDate: row.expectedDate,
        outstanding: Math.max(0, row.totalRepayment - row.paid),
        currency: campaign.currency,
        when,
      });
    });
  }
}
