import { Injectable } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { formatMoney, type DistributionCampaignView, type DistributionChartView, type DistributionScheduleView, type Language } from '@cf/contracts';
import { AppError, Clock, csvDocument, pdfLayout, preparePdf, resolvePdfFonts, type AuthenticatedUser } from '@cf/platform';
import { RepaymentCampaignsRepository } from '../core/repayment-campaigns.repository';
import { muscatDay } from '../schedules/domain/dates';
import { percentOf } from '../schedules/domain/percent';
import { ScheduleRowsRepository } from '../core/schedule-rows.repository';
import { rowViews } from '../schedules/schedule-views';
import { DistributionsRepository } from '../core/distributions.repository';
import { REPORT_TEXTS } from './report-texts';

const decimal = (baisa: number) => `${Math.trunc(baisa / 1000)}.${String(Math.abs(baisa) % 1000).padStart(3, '0')}`;

/**
 * The investor's side (C2.25, C7.9): for each campaign they hold, every row's expected share (what
 * the row will distribute — its total less the platform's fee — times their part of the campaign,
 * to the baisa it is split by) and what they received, with charts and the report.
 */
@Injectable()
export class DistributionViewsService {
  constructor(
    private readonly campaigns: RepaymentCampaignsRepository,
    private readonly rows: ScheduleRowsRepository,
    private readonly distributions: DistributionsRepository,
    private readonly clock: Clock,
  ) {}

  async schedule(user: AuthenticatedUser, campaignId?: string): Promise<DistributionScheduleView> {
    const holdings = (await this.campaigns.holdingsOfInvestor(user.id)).filter((h) => !campaignId || h.campaignId === campaignId);
    if (campaignId && holdings.length === 0) throw AppError.notFound('repayments.campaignNotFound');
    const ids = holdings.map((h) => h.campaignId);
    const [campaigns, records, received] = await Promise.all([this.campaigns.findMany(ids), this.rows.ofCampaigns(ids), this.distributions.receivedByRow(user.id, ids)]);
    const today = muscatDay(this.clock.now());
    const views: DistributionCampaignView[] = [];
    for (const c of campaigns.filter((x) => x.outcome === 'successful').sort((a, b) => a.campaignName.localeCompare(b.campaignName))) {
      const holding = holdings.find((h) => h.campaignId === c.campaignId)!.holding;
      const { total } = await this.campaigns.holdingTotals(c.campaignId);
      const own = records.filter((r) => r.campaignId === c.campaignId);
      const rows = rowViews(c, own, today).map((r, i) => {
        const net = own[i].totalRepayment - own[i].platformFee;
        const got = received.get(r.id);
        return {
          rowId: r.id,
          repaymentNumber: r.repaymentNumber,
          kind: r.kind,
          expectedDate: r.expectedDate,
          expected: total > 0 ? Number((BigInt(net) * BigInt(holding)) / BigInt(total)) : 0,
          received: got?.received ?? 0,
          lastCreditedAt: got?.lastCreditedAt ?? null,
          repaymentStatus: r.repaymentStatus,
          paymentStatus: r.paymentStatus,
        };
      });
      const receivedSum = rows.reduce((sum, r) => sum + r.received, 0);
      const future = rows.reduce((sum, r) => sum + (r.repaymentStatus === 'written_off' ? 0 : Math.max(0, r.expected - r.received)), 0);
      views.push({ campaignId: c.campaignId, campaignName: c.campaignName, slug: c.slug, currency: c.currency, holding, holdingPercent: percentOf(holding, total), rows, received: receivedSum, future });
    }
    return { campaigns: views, totals: { received: views.reduce((s, v) => s + v.received, 0), future: views.reduce((s, v) => s + v.future, 0) } };
  }

  /** Received per month of crediting, future per month of the due date (Muscat calendar). */
  async chart(user: AuthenticatedUser, campaignId?: string): Promise<DistributionChartView> {
    const schedule = await this.schedule(user, campaignId);
    const months = new Map<string, { received: number; future: number }>();
    const add = (month: string, key: 'received' | 'future', amount: number) => {
      if (amount <= 0) return;
      const entry = months.get(month) ?? { received: 0, future: 0 };
      entry[key] += amount;
      months.set(month, entry);
    };
    const shares = await this.distributions.sharesOf(user.id, schedule.campaigns.map((c) => c.campaignId));
    for (const s of shares) add(muscatDay(new Date(s.creditedAt)).slice(0, 7), 'received', s.amount);
    for (const c of schedule.campaigns) for (const r of c.rows) if (r.repaymentStatus !== 'written_off') add(r.expectedDate.slice(0, 7), 'future', Math.max(0, r.expected - r.received));
    return { months: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, v]) => ({ month, ...v })) };
  }

  /** Received per month of one year (C7.9 get-graph-by-transactions-for-distribution): twelve months, zeros included. */
  async receivedInYear(user: AuthenticatedUser, year: string): Promise<DistributionChartView> {
    const holdings = await this.campaigns.holdingsOfInvestor(user.id);
    const shares = await this.distributions.sharesOf(user.id, holdings.map((h) => h.campaignId));
    const months = Array.from({ length: 12 }, (_, i) => ({ month: `${year}-${String(i + 1).padStart(2, '0')}`, received: 0, future: 0 }));
    for (const s of shares) {
      const month = muscatDay(new Date(s.creditedAt)).slice(0, 7);
      const entry = months.find((m) => m.month === month);
      if (entry) entry.received += s.amount;
    }
    return { months };
  }

  async future(user: AuthenticatedUser, campaignId?: string) {
    const schedule = await this.schedule(user, campaignId);
    const upcoming = schedule.campaigns
      .flatMap((c) => c.rows.filter((r) => r.repaymentStatus !== 'written_off' && r.expected > r.received).map((r) => ({ date: r.expectedDate, amount: r.expected - r.received, campaignName: c.campaignName })))
      .sort((a, b) => a.date.localeCompare(b.date));
    return { future: schedule.totals.future, next: upcoming[0] ?? null };
  }

  /** C7.9 the report as CSV: one line per row of each campaign the investor holds. */
  async csv(user: AuthenticatedUser, language: Language, campaignId?: string): Promise<string> {
    const t = REPORT_TEXTS[language];
    const schedule = await this.schedule(user, campaignId);
    const header = [t.columns.campaign, t.columns.number, t.columns.kind, t.columns.expectedDate, `${t.columns.expected} (OMR)`, `${t.columns.received} (OMR)`, t.columns.status, t.columns.timing, t.columns.lastCreditedAt];
    const lines = schedule.campaigns.flatMap((c) =>
      c.rows.map((r) => [c.campaignName, String(r.repaymentNumber), t.kinds[r.kind], r.expectedDate, decimal(r.expected), decimal(r.received), t.statuses[r.repaymentStatus], t.timings[r.paymentStatus], r.lastCreditedAt ? muscatDay(new Date(r.lastCreditedAt)) : '']),
    );
    return csvDocument([header, ...lines]);
  }

  /** The same report as a PDF in the reader's language (Arabic shaped, right to left; figures as Latin runs). */
  async pdf(user: AuthenticatedUser, requested: Language, campaignId?: string): Promise<Buffer> {
    const schedule = await this.schedule(user, campaignId);
    const fonts = resolvePdfFonts();
    const language: Language = requested === 'ar' && !fonts.arabic ? 'en' : requested;
    const t = REPORT_TEXTS[language];
    const doc = new PDFDocument({ size: 'A4', margin: 40, lang: language, info: { Title: t.title, Producer: 'Oman Crowdfunding' } });
    const { latinFont, bytes } = preparePdf(doc, fonts);
    const { paragraph, line } = pdfLayout(doc, fonts, latinFont, language === 'ar');
    const money = (baisa: number, currency: string) => formatMoney(baisa, currency, language === 'ar' ? 'en' : language, { exact: true });
    paragraph(t.title, 16, 'center');
    doc.moveDown(0.4);
    paragraph(t.intro, 9, 'center');
    doc.moveDown(1);
    if (schedule.campaigns.length === 0) paragraph(t.none, 11);
    for (const c of schedule.campaigns) {
      paragraph(c.campaignName, 13);
      doc.moveDown(0.3);
      line(t.totals, `${money(c.received, c.currency)} / ${money(c.future, c.currency)}`, 200);
      for (const r of c.rows) {
        line(`${t.kinds[r.kind]} ${r.repaymentNumber} · ${r.expectedDate}`, `${t.columns.expected}: ${money(r.expected, c.currency)} · ${t.columns.received}: ${money(r.received, c.currency)} · ${t.statuses[r.repaymentStatus]}`, 200);
      }
      doc.moveDown(0.8);
    }
    doc.end();
    return bytes;
  }
}
