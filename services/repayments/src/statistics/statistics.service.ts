import { Injectable } from '@nestjs/common';
import { REPAYMENT_LIMITS, type RepaymentStatisticsView } from '@cf/contracts';
import { AppError, Clock } from '@cf/platform';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import { RepaymentPaymentsRepository } from '../core/repayment-payments.repository';
import { addMonths, daysBetween, muscatDay } from '../schedules/domain/dates';
import { percentOf } from '../schedules/domain/percent';
import { ScheduleRowsRepository } from '../core/schedule-rows.repository';

/**
 * Default and late-payment figures of the last 36 months, the way lending platforms publish them:
 * of what fell due, how much was paid on time, paid late, is more than 90 days late or was written
 * off (defaulted). Platform-wide, or for the owner of one campaign (all their campaigns).
 */
@Injectable()
export class StatisticsService {
  constructor(
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly rows: ScheduleRowsRepository,
    private readonly payments: RepaymentPaymentsRepository,
    private readonly clock: Clock,
  ) {}

  async figures(campaignId?: string): Promise<RepaymentStatisticsView> {
    const today = muscatDay(this.clock.now());
    const since = addMonths(today, -36);
    let campaignIds: string[] | undefined;
    if (campaignId) {
      const campaign = await this.campaigns.find(campaignId);
      if (!campaign) throw AppError.notFound('repayments.campaignNotFound');
      campaignIds = (await this.campaigns.ofOwner(campaign.ownerId)).map((c) => c.campaignId);
    }
    const due = await this.rows.dueBetween(since, today, campaignIds);
    const payments = await this.payments.paidOnRows(due.map((r) => r.id));
    const byRow = new Map<string, Array<{ amount: number; day: string }>>();
    for (const p of payments) byRow.set(p.rowId, [...(byRow.get(p.rowId) ?? []), { amount: p.amount, day: muscatDay(new Date(p.paidAt ?? p.createdAt)) }]);
    let expected = 0;
    let paid = 0;
    let onTime = 0;
    let late = 0;
    let defaulted = 0;
    let delaySum = 0;
    let delayCount = 0;
    for (const row of due) {
      expected += row.totalRepayment;
      for (const p of byRow.get(row.id) ?? []) {
        paid += p.amount;
        const delay = daysBetween(row.expectedDate, p.day);
        if (delay > 0) {
          late += p.amount;
          delaySum += delay;
          delayCount += 1;
        } else onTime += p.amount;
      }
      const outstanding = Math.max(0, row.totalRepayment - row.paid);
      if (outstanding > 0 && (row.writtenOffAt || daysBetween(row.expectedDate, today) > REPAYMENT_LIMITS.defaultAfterDays)) defaulted += outstanding;
    }
    const rate = (part: number) => percentOf(part, expected);
    return {
      since,
      campaigns: new Set(due.map((r) => r.campaignId)).size,
      rowsDue: due.length,
      expected,
      paid,
      paidOnTime: onTime,
      paidLate: late,
      defaulted,
      defaultRate: rate(defaulted),
      lateRate: rate(late),
      averageDelayDays: percentOf(delaySum, delayCount * 100),
    };
  }
}
