import { Inject, Injectable } from '@nestjs/common';
import {
  REPAYMENT_LIMITS,
  RepaymentScheduleCreatedV1,
  RepaymentWrittenOffV1,
  type EndpointParsedBody,
  type RepaymentPreview,
  type RepaymentScheduleView,
  type ScheduleRowView,
  type TotalReservationsView,
  type calculateTotalRepaymentEndpoint,
  type declareDividendEndpoint,
} from '@cf/contracts';
import { AppError, Clock, newId, OutboxService, Transactions, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import type { RepaymentCampaignRow } from '../core/entities/repayment-campaign.entity';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import type { RepaymentsConfig } from '../config/env';
import { REPAYMENTS_CONFIG } from '../repayments.tokens';
import { addDays, dayOf, muscatDay } from './domain/dates';
import { debtSchedule, feeOn, MAX_SCHEDULE_ROWS } from './domain/schedule';
import type { ScheduleRowRecord } from '../core/entities/schedule-row.entity';
import { ScheduleRowsRepository } from '../core/schedule-rows.repository';
import { campaignHeader, rowViews, totalsOf } from './schedule-views';

/**
 * Schedules (C3.11, C4.16): written once when a debt campaign closes successfully, a row per
 * dividend an owner declares; read by owners, administrators and (the public schedule) anyone.
 */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly rows: ScheduleRowsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(REPAYMENTS_CONFIG) private readonly config: RepaymentsConfig,
  ) {}

  today(): string {
    return muscatDay(this.clock.now());
  }

  /**
   * Writes a successful debt campaign's schedule once its terms and its close are both known (the
   * two events may come in either order); a campaign without a rate, term or frequency gets none.
   * Runs in the caller's (the consumer's) transaction.
   */
  async writeDebtScheduleIfReady(campaignId: string): Promise<void> {
    const c = await this.campaigns.find(campaignId);
    if (!c || !c.offerKnown || c.outcome !== 'successful' || c.termsSlug !== 'debt' || c.scheduledAt) return;
    if (c.interestRate === null || !c.termMonths || !c.paymentFrequency || c.raised <= 0) return;
    const closedDay = c.closedAt ? dayOf(c.closedAt) : this.today();
    const startDate = c.paybackStartDate && c.paybackStartDate > closedDay ? c.paybackStartDate : closedDay;
    let planned;
    try {
      planned = debtSchedule({ principal: c.raised, interestRate: c.interestRate, termMonths: c.termMonths, gracePeriodMonths: c.gracePeriodMonths, frequency: c.paymentFrequency, startDate, feeBps: this.config.feeBps });
    } catch {
      // Terms that would give more than MAX_SCHEDULE_ROWS rows (a long daily schedule): none is written.
      return;
    }
    const now = this.clock.nowIso();
    if (!(await this.campaigns.claimSchedule(campaignId, now))) return;
    await this.rows.insertMany(planned.map((p) => ({ ...this.blankRow(campaignId, now), id: newId(), kind: 'instalment' as const, ...p })));
    await this.outbox.append(RepaymentScheduleCreatedV1, campaignId, {
      campaignId,
      ownerId: c.ownerId,
      campaignName: c.campaignName,
      kind: 'instalments',
      rows: planned.length,
      principal: c.raised,
      profit: planned.reduce((sum, p) => sum + p.profit, 0),
      firstDueDate: planned[0].expectedDate,
      lastDueDate: planned[planned.length - 1].expectedDate,
    });
  }

  private blankRow(campaignId: string, now: string): Omit<ScheduleRowRecord, 'id' | 'kind' | 'repaymentNumber' | 'expectedDate' | 'principal' | 'profit' | 'platformFee' | 'totalRepayment'> {
    return { campaignId, paid: 0, reserved: 0, paidDate: null, description: null, writtenOffAt: null, writeOffReason: null, writtenOffBy: null, remindedBefore: false, remindedAfter: false, createdAt: now };
  }

  async requireCampaign(campaignId: string): Promise<RepaymentCampaignRow> {
    const c = await this.campaigns.find(campaignId);
    if (!c || c.outcome !== 'successful') throw AppError.notFound('repayments.campaignNotFound');
    return c;
  }

  /** The campaign's owner or an administrator; anyone else is told it does not exist. */
  async requireOwned(user: AuthenticatedUser, campaignId: string): Promise<RepaymentCampaignRow> {
    const c = await this.requireCampaign(campaignId);
    if (!user.isAdmin && c.ownerId !== user.id) throw AppError.notFound('repayments.campaignNotFound');
    return c;
  }

  async schedule(c: RepaymentCampaignRow, viewer: AuthenticatedUser | null): Promise<RepaymentScheduleView> {
    const [records, totals] = await Promise.all([this.rows.ofCampaign(c.campaignId), this.campaigns.holdingTotals(c.campaignId)]);
    const rows = rowViews(c, records, this.today());
    return { ...campaignHeader(c, totals.investors, viewer), rows, totals: totalsOf(rows) };
  }

  async ownerSchedule(user: AuthenticatedUser, campaignId: string): Promise<RepaymentScheduleView> {
    return this.schedule(await this.requireOwned(user, campaignId), user);
  }

  /** C7.4 totalReservations: what the campaign's repayments are split over (its holdings at the close). */
  async totalReservations(user: AuthenticatedUser, campaignId: string): Promise<TotalReservationsView> {
    const c = await this.requireOwned(user, campaignId);
    const { total, investors } = await this.campaigns.holdingTotals(c.campaignId);
    return { campaignId: c.campaignId, currency: c.currency, total, investors };
  }

  async publicSchedule(campaignId: string, viewer: AuthenticatedUser | undefined): Promise<RepaymentScheduleView> {
    return this.schedule(await this.requireCampaign(campaignId), viewer ?? null);
  }

  /** One row with its campaign, for the payment page: the row's owner or an administrator. */
  async single(user: AuthenticatedUser, rowId: string) {
    const record = await this.rows.find(rowId);
    if (!record) throw AppError.notFound('repayments.rowNotFound');
    const c = await this.campaigns.find(record.campaignId);
    if (!c || (!user.isAdmin && c.ownerId !== user.id)) throw AppError.notFound('repayments.rowNotFound');
    const view = await this.schedule(c, user);
    const row = view.rows.find((r) => r.id === rowId)!;
    const { rows: _rows, totals: _totals, ...campaign } = view;
    return { campaign, row };
  }

  /** C7.4 calculate-total-repayment: what terms would give, without writing anything. */
  preview(body: EndpointParsedBody<typeof calculateTotalRepaymentEndpoint>): RepaymentPreview {
    let planned;
    try {
      planned = debtSchedule({ principal: body.principal, interestRate: body.interestRate, termMonths: body.termMonths, gracePeriodMonths: body.gracePeriodMonths ?? 0, frequency: body.paymentFrequency, startDate: body.startDate ?? this.today(), feeBps: this.config.feeBps });
    } catch {
      throw ValidationFailedError.single('paymentFrequency', 'repayments.frequencyInvalid', { max: MAX_SCHEDULE_ROWS });
    }
    const totalProfitAmount = planned.reduce((sum, p) => sum + p.profit, 0);
    return {
      principal: body.principal,
      totalProfitAmount,
      totalRepayment: body.principal + totalProfitAmount,
      rows: planned.map((p) => ({ repaymentNumber: p.repaymentNumber, expectedDate: p.expectedDate, principal: p.principal, profit: p.profit, totalRepayment: p.totalRepayment })),
    };
  }

  async setAutoRepayment(user: AuthenticatedUser, campaignId: string, enabled: boolean) {
    return this.transactions.run(async () => {
      const c = await this.requireCampaign(campaignId);
      if (c.ownerId !== user.id) throw AppError.forbidden('repayments.notOwner');
      await this.campaigns.setAutoRepayment(campaignId, enabled, this.clock.nowIso());
      return { campaignId, autoRepayment: enabled };
    });
  }

  /** C3.10 a dividend the owner of a successful equity-with-dividends campaign declares. */
  async declareDividend(user: AuthenticatedUser, body: EndpointParsedBody<typeof declareDividendEndpoint>): Promise<ScheduleRowView> {
    if (body.expectedDate < this.today()) throw ValidationFailedError.single('expectedDate', 'repayments.dividendDateInvalid');
    const id = await this.transactions.run(async () => {
      const c = await this.requireCampaign(body.campaignId);
      if (c.ownerId !== user.id) throw AppError.forbidden('repayments.notOwner');
      if (c.termsSlug !== 'equity-with-dividends') throw new AppError('repayments.dividendsOnly', 409);
      const now = this.clock.nowIso();
      const number = (await this.rows.lastNumber(c.campaignId)) + 1;
      const row: ScheduleRowRecord = {
        ...this.blankRow(c.campaignId, now),
        id: newId(),
        kind: 'dividend',
        repaymentNumber: number,
        expectedDate: body.expectedDate,
        principal: 0,
        profit: body.amount,
        platformFee: feeOn(body.amount, this.config.feeBps),
        totalRepayment: body.amount,
        description: body.description?.trim() || null,
      };
      await this.rows.insertMany([row]);
      await this.outbox.append(RepaymentScheduleCreatedV1, c.campaignId, {
        campaignId: c.campaignId,
        ownerId: c.ownerId,
        campaignName: c.campaignName,
        kind: 'dividend',
        rows: 1,
        principal: 0,
        profit: body.amount,
        firstDueDate: body.expectedDate,
        lastDueDate: body.expectedDate,
      });
      return row.id;
    });
    return (await this.single(user, id)).row;
  }

  async adminList(filter: 'all' | 'overdue' | 'awaiting' | 'written_off', limit: number) {
    const today = this.today();
    const { rows, total } = await this.rows.adminList(filter, today, addDays(today, REPAYMENT_LIMITS.awaitingDays), limit);
    const campaigns = new Map((await this.campaigns.findMany([...new Set(rows.map((r) => r.campaignId))])).map((c) => [c.campaignId, c]));
    const docs = rows.map((r) => {
      const c = campaigns.get(r.campaignId)!;
      return { ...rowViews(c, [r], today)[0], campaignId: c.campaignId, campaignName: c.campaignName, currency: c.currency };
    });
    return { docs, totalCount: total, displayLoadMore: total > docs.length };
  }

  /** C4.16 an administrator writes a row off with a reason (not while a payment on it is under way). */
  async writeOff(admin: AuthenticatedUser, rowId: string, reason: string): Promise<ScheduleRowView> {
    await this.transactions.run(async () => {
      const row = await this.rows.find(rowId);
      if (!row) throw AppError.notFound('repayments.rowNotFound');
      if (row.writtenOffAt) throw AppError.conflict('repayments.alreadyWrittenOff');
      if (row.paid >= row.totalRepayment) throw AppError.conflict('repayments.nothingToWriteOff');
      if (!(await this.rows.writeOff(rowId, reason, admin.id, this.clock.nowIso()))) throw AppError.conflict('common.conflict');
      await this.outbox.append(RepaymentWrittenOffV1, rowId, { rowId, campaignId: row.campaignId, repaymentNumber: row.repaymentNumber, outstanding: row.totalRepayment - row.paid, reason, adminId: admin.id });
    });
    return (await this.single(admin, rowId)).row;
  }
}
