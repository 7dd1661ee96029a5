import type { RepaymentScheduleView, ScheduleRowView, ScheduleTotals } from '@cf/contracts';
import type { RepaymentCampaignRow } from '../core/entities/repayment-campaign.entity';
import { rowStanding } from './domain/status';
import type { ScheduleRowRecord } from '../core/entities/schedule-row.entity';

const NAMES = { instalment: 'Instalment', dividend: 'Dividend' } as const;

/** Every C3.11 field of a campaign's rows on `today`: cumulative paid and the remaining balance run in row order. */
export function rowViews(campaign: Pick<RepaymentCampaignRow, 'interestRate'>, records: ScheduleRowRecord[], today: string): ScheduleRowView[] {
  const scheduled = records.reduce((sum, r) => sum + r.totalRepayment, 0);
  let paidSoFar = 0;
  return records.map((r) => {
    paidSoFar += r.paid;
    const standing = rowStanding({ expectedDate: r.expectedDate, totalRepayment: r.totalRepayment, paid: r.paid, paidDate: r.paidDate, writtenOff: r.writtenOffAt !== null }, today);
    return {
      id: r.id,
      repaymentNumber: r.repaymentNumber,
      scheduleName: `${NAMES[r.kind]} ${r.repaymentNumber}`,
      kind: r.kind,
      expectedDate: r.expectedDate,
      paidDate: r.paidDate,
      principal: r.principal,
      profitRate: r.kind === 'instalment' ? campaign.interestRate : null,
      profit: r.profit,
      platformFees: r.platformFee,
      netProfit: r.profit - r.platformFee,
      totalRepayment: r.totalRepayment,
      paid: r.paid,
      totalPaidSoFar: paidSoFar,
      outstandingAmount: r.writtenOffAt ? 0 : Math.max(0, r.totalRepayment - r.paid),
      remainingBalance: scheduled - paidSoFar,
      repaymentStatus: standing.repaymentStatus,
      paymentStatus: standing.paymentStatus,
      delayDays: standing.delayDays,
      defaultRatio: standing.defaultRatio,
      totalReceivedPercent: standing.receivedPercent,
      totalRemainingPercent: standing.remainingPercent,
      writtenOff: r.writtenOffAt ? { reason: r.writeOffReason ?? '', at: r.writtenOffAt } : null,
      description: r.description,
    };
  });
}

export function totalsOf(rows: ScheduleRowView[]): ScheduleTotals {
  const sum = (pick: (r: ScheduleRowView) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    principal: sum((r) => r.principal),
    profit: sum((r) => r.profit),
    platformFees: sum((r) => r.platformFees),
    totalRepayment: sum((r) => r.totalRepayment),
    paid: sum((r) => r.paid),
    outstanding: sum((r) => r.outstandingAmount),
    overdue: sum((r) => (r.repaymentStatus === 'overdue' || r.repaymentStatus === 'partially_paid') && r.delayDays > 0 ? r.outstandingAmount : 0),
  };
}

export function campaignHeader(c: RepaymentCampaignRow, investorsCount: number, viewer: { id: string; isAdmin: boolean } | null): Omit<RepaymentScheduleView, 'rows' | 'totals'> {
  const owner = viewer?.id === c.ownerId;
  return {
    campaignId: c.campaignId,
    campaignName: c.campaignName,
    slug: c.slug,
    termsSlug: c.termsSlug,
    currency: c.currency,
    raised: c.raised,
    investorsCount,
    terms: { interestRate: c.interestRate, termMonths: c.termMonths, gracePeriodMonths: c.gracePeriodMonths, paymentFrequency: c.paymentFrequency, distributionOfNetProfit: c.distributionOfNetProfit },
    autoRepayment: c.autoRepayment,
    canPay: owner && c.outcome === 'successful',
    canDeclareDividend: owner && c.outcome === 'successful' && c.termsSlug === 'equity-with-dividends',
  };
}
