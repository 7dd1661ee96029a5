import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RepaymentReminderDueV1 } from '@cf/contracts';
import { Clock, OutboxService, Transactions } from '@cf/platform';
import { RepaymentCampaignsRepository } from '../campaigns/repayment-campaigns.repository';
import type { RepaymentsConfig } from '../config/env';
import { DistributionsRepository } from '../distributions/distributions.repository';
import { DistributionsService } from '../distributions/distributions.service';
import { REPAYMENTS_CONFIG } from '../repayments.tokens';
import { addDays, muscatDay } from '../schedules/domain/dates';
import type { ScheduleRowRecord } from '../schedules/entities/schedule-row.entity';
import { ScheduleRowsRepository } from '../schedules/schedule-rows.repository';
import { PaymentsService } from './payments.service';
import { RepaymentPaymentsRepository } from './repayment-payments.repository';

const BATCH = 100;

/**
 * The background work of repayments, each part idempotent: finishes payments and distributions a
 * crash or a lost answer left pending, pays due rows of campaigns with automatic repayment, and
 * reminds owners before and after due dates (once each). Every REPAYMENT_SWEEP_MS; tests call sweep().
 */
@Injectable()
export class RepaymentsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('RepaymentsSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

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
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sweepMs <= 0) return;
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.logger.error(`sweep failed: ${String(error)}`)), this.config.sweepMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass (concurrent callers share it). */
  sweep(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - this.config.resumeAfterSeconds * 1000).toISOString();
    for (const payment of await this.payments.pendingBefore(before, BATCH)) {
      await this.paying.finish(payment, { throwOnRefusal: false }).catch((error: unknown) => this.logger.warn(`payment ${payment.id} still pending: ${String(error)}`));
    }
    for (const distribution of await this.distributions.pendingBefore(before, BATCH)) {
      await this.distributing.distribute(distribution.id).catch((error: unknown) => this.logger.warn(`distribution ${distribution.id} still pending: ${String(error)}`));
    }
    const today = muscatDay(this.clock.now());
    await this.payDue(today);
    await this.remind(today);
  }

  private async payDue(today: string): Promise<void> {
    const due = await this.rows.dueBy(today, BATCH);
    const campaigns = new Map((await this.campaigns.findMany([...new Set(due.map((r) => r.campaignId))])).map((c) => [c.campaignId, c]));
    for (const row of due) {
      const campaign = campaigns.get(row.campaignId);
      if (campaign?.autoRepayment) await this.paying.payDueAutomatically(row, campaign).catch((error: unknown) => this.logger.warn(`automatic repayment of ${row.id}: ${String(error)}`));
    }
  }

  private async remind(today: string): Promise<void> {
    const before = await this.rows.toRemindBefore(today, addDays(today, this.config.reminderDays), BATCH);
    const after = await this.rows.toRemindAfter(today, BATCH);
    for (const [row, when] of [...before.map((r) => [r, 'before'] as const), ...after.map((r) => [r, 'after'] as const)]) await this.remindOnce(row, when);
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
