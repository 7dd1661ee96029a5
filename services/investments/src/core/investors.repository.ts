import { Injectable } from '@nestjs/common';
import { In, MoreThan, type EntityManager } from 'typeorm';
import { findLatestCommitted, isUniqueViolation, Transactions } from '@cf/platform';
import { InvestorCampaignRow, InvestorRow } from './entities/investor.entity';

/** The twelve month buckets in SQL: the rolling twelve months' usage as of month `?` − 12. */
const ROLLING_SUM = 'CASE WHEN s0 > ? THEN m0 ELSE 0 END + CASE WHEN s1 > ? THEN m1 ELSE 0 END + CASE WHEN s2 > ? THEN m2 ELSE 0 END + CASE WHEN s3 > ? THEN m3 ELSE 0 END + CASE WHEN s4 > ? THEN m4 ELSE 0 END + CASE WHEN s5 > ? THEN m5 ELSE 0 END + CASE WHEN s6 > ? THEN m6 ELSE 0 END + CASE WHEN s7 > ? THEN m7 ELSE 0 END + CASE WHEN s8 > ? THEN m8 ELSE 0 END + CASE WHEN s9 > ? THEN m9 ELSE 0 END + CASE WHEN s10 > ? THEN m10 ELSE 0 END + CASE WHEN s11 > ? THEN m11 ELSE 0 END';

/** A standing from verification.status-changed (the usage columns are left alone). */
/** The limit and window columns of a standing, from an event's limits and cancellation window (null: none). */
export function standingLimits(
  limits: { perTransaction: number | null; perCampaign: number | null; perMonth: number | null; rolling12Months: number | null; total: number | null } | null | undefined,
  cancellation: { hours: number; notWithinHoursOfClose: number } | null | undefined,
): Pick<InvestorRow, 'perTransactionLimit' | 'perCampaignLimit' | 'perMonthLimit' | 'rolling12MonthsLimit' | 'totalLimit' | 'cancellationHours' | 'notWithinHoursOfClose'> {
  return {
    perTransactionLimit: limits?.perTransaction ?? null,
    perCampaignLimit: limits?.perCampaign ?? null,
    perMonthLimit: limits?.perMonth ?? null,
    rolling12MonthsLimit: limits?.rolling12Months ?? null,
    totalLimit: limits?.total ?? null,
    cancellationHours: cancellation?.hours ?? null,
    notWithinHoursOfClose: cancellation?.notWithinHoursOfClose ?? null,
  };
}

export type InvestorStanding = Pick<
  InvestorRow,
  'userId' | 'verificationStatus' | 'investorClass' | 'accredited' | 'perTransactionLimit' | 'perCampaignLimit' | 'perMonthLimit' | 'rolling12MonthsLimit' | 'totalLimit' | 'cancellationHours' | 'notWithinHoursOfClose' | 'verificationUpdatedAt'
> &
  Partial<Pick<InvestorRow, 'legalName' | 'legalNameAr' | 'verifiedPhone'>>;

const emptyUsage = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [[`m${i}`, 0], [`s${i}`, 0]]).flat()) as Record<string, number>;

/**
 * SQL of investments_investors and investments_investor_campaigns. Limits are checked and counted
 * by one conditional UPDATE of the investor's row (status, total, this month's bucket and the
 * rolling twelve months together), and the per-campaign limit by one of the investor's campaign
 * row: concurrent investments of one investor queue on those rows and the sum never passes a limit.
 */
@Injectable()
export class InvestorsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  private async execute(sql: string, params: unknown[]): Promise<number> {
    const runner = this.manager.queryRunner;
    if (!runner) throw new Error('limit changes run inside a transaction');
    const result = await runner.query(sql, params, true);
    return result.affected ?? 0;
  }

  async find(userId: string): Promise<InvestorRow | null> {
    return this.manager.findOneBy(InvestorRow, { userId });
  }

  async byIds(userIds: string[]): Promise<Map<string, InvestorRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.manager.findBy(InvestorRow, { userId: In([...new Set(userIds)]) });
    return new Map(rows.map((r) => [r.userId, r]));
  }

  /** The investor's row as last committed (explaining a refusal: see findLatestCommitted). */
  async findCurrent(userId: string): Promise<InvestorRow | null> {
    return findLatestCommitted(this.manager, InvestorRow, { userId });
  }

  /** The investor's campaign row as last committed. */
  async findCampaignCurrent(userId: string, campaignId: string): Promise<InvestorCampaignRow | null> {
    return findLatestCommitted(this.manager, InvestorCampaignRow, { userId, campaignId });
  }

  async findCampaign(userId: string, campaignId: string): Promise<InvestorCampaignRow | null> {
    return this.manager.findOneBy(InvestorCampaignRow, { userId, campaignId });
  }

  /** Records a standing, unless a later one is already there (events of one investor come in order; replays do not go back). */
  async saveStanding(standing: InvestorStanding, now: string): Promise<void> {
    try {
      await this.manager.insert(InvestorRow, { ...standing, total: 0, ...emptyUsage, updatedAt: now } as InvestorRow);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { userId, ...fields } = standing;
      await this.manager
        .createQueryBuilder()
        .update(InvestorRow)
        .set({ ...fields, updatedAt: now })
        .where('userId = :userId AND verificationUpdatedAt <= :at', { userId, at: standing.verificationUpdatedAt })
        .execute();
    }
  }

  /**
   * ADR 0026: the child's standing (the child's class, accepted on the guardian's registration) ends
   * when the person, at 18, takes the account over: investing again needs the person's own
   * verification, whose decision (a later event) sets the standing anew.
   */
  async endChildStanding(userId: string, at: string, now: string): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .update(InvestorRow)
      .set({ verificationStatus: 'PENDING', verificationUpdatedAt: at, updatedAt: now })
      .where('userId = :userId AND verificationUpdatedAt <= :at', { userId, at })
      .execute();
  }

  /**
   * Counts `amount` against the investor's limits in month `month` if the investor is accepted (and
   * accredited, for an accredited-only campaign) and every limit holds: true when counted. One
   * statement: the WHERE reads the row as it is when the row lock is taken, so two concurrent
   * investments cannot both fit in the same room.
   */
  async countAgainstLimits(userId: string, amount: number, month: number, accreditedOnly: boolean): Promise<boolean> {
    const slot = month % 12;
    const sql =
      `UPDATE investments_investors SET total = total + ?, m${slot} = CASE WHEN s${slot} = ? THEN m${slot} + ? ELSE ? END, s${slot} = ?` +
      ` WHERE userId = ? AND verificationStatus = 'ACCEPTED' AND (? = 0 OR accredited = 1)` +
      ` AND (perTransactionLimit IS NULL OR ? <= perTransactionLimit)` +
      ` AND (totalLimit IS NULL OR total + ? <= totalLimit)` +
      ` AND (perMonthLimit IS NULL OR (CASE WHEN s${slot} = ? THEN m${slot} ELSE 0 END) + ? <= perMonthLimit)` +
      ` AND (rolling12MonthsLimit IS NULL OR (${ROLLING_SUM}) + ? <= rolling12MonthsLimit)`;
    const params = [amount, month, amount, amount, month, userId, accreditedOnly ? 1 : 0, amount, amount, month, amount, ...Array(12).fill(month - 12), amount];
    return (await this.execute(sql, params)) === 1;
  }

  /** Takes back an amount counted in month `month` (the bucket keeps it only while it holds that month). */
  async uncount(userId: string, amount: number, month: number): Promise<void> {
    const slot = month % 12;
    await this.execute(`UPDATE investments_investors SET total = total - ?, m${slot} = CASE WHEN s${slot} = ? THEN m${slot} - ? ELSE m${slot} END WHERE userId = ?`, [amount, month, amount, userId]);
  }

  /**
   * Reserves `amount` in one campaign within the investor's per-campaign limit: true when reserved.
   * The limit is read from the investor's row, which this transaction already holds locked.
   */
  async reserveInCampaign(userId: string, campaignId: string, amount: number, now: string): Promise<boolean> {
    const reserve = () =>
      this.execute(
        'UPDATE investments_investor_campaigns SET reserved = reserved + ?, updatedAt = ? WHERE userId = ? AND campaignId = ? AND reserved + ? <= COALESCE((SELECT perCampaignLimit FROM investments_investors WHERE userId = ?), reserved + ?)',
        [amount, now, userId, campaignId, amount, userId, amount],
      );
    if ((await reserve()) === 1) return true;
    // The investor's first investment in the campaign (no row yet), or a refusal: make the row if it is missing and ask again.
    await this.manager.createQueryBuilder().insert().into(InvestorCampaignRow).values({ userId, campaignId, reserved: 0, paid: 0, paidCount: 0, updatedAt: now }).orIgnore().execute();
    return (await reserve()) === 1;
  }

  async releaseInCampaign(userId: string, campaignId: string, amount: number, now: string): Promise<void> {
    await this.execute('UPDATE investments_investor_campaigns SET reserved = reserved - ?, updatedAt = ? WHERE userId = ? AND campaignId = ?', [amount, now, userId, campaignId]);
  }

  /** Counts a payment; true when it is the investor's first paid investment in the campaign. */
  async markPaid(userId: string, campaignId: string, amount: number, now: string): Promise<boolean> {
    const first = await this.execute('UPDATE investments_investor_campaigns SET paid = paid + ?, paidCount = 1, updatedAt = ? WHERE userId = ? AND campaignId = ? AND paidCount = 0', [amount, now, userId, campaignId]);
    if (first === 1) return true;
    await this.execute('UPDATE investments_investor_campaigns SET paid = paid + ?, paidCount = paidCount + 1, updatedAt = ? WHERE userId = ? AND campaignId = ?', [amount, now, userId, campaignId]);
    return false;
  }

  /** Takes a payment back; true when the investor has no paid investment left in the campaign. */
  async unmarkPaid(userId: string, campaignId: string, amount: number, now: string): Promise<boolean> {
    const last = await this.execute('UPDATE investments_investor_campaigns SET paid = paid - ?, paidCount = 0, updatedAt = ? WHERE userId = ? AND campaignId = ? AND paidCount = 1', [amount, now, userId, campaignId]);
    if (last === 1) return true;
    await this.execute('UPDATE investments_investor_campaigns SET paid = paid - ?, paidCount = paidCount - 1, updatedAt = ? WHERE userId = ? AND campaignId = ?', [amount, now, userId, campaignId]);
    return false;
  }

  /** The campaign's paid investors, largest first (owner's investors tab). */
  async investorsOf(campaignId: string, limit: number): Promise<{ rows: InvestorCampaignRow[]; total: number }> {
    const [rows, total] = await this.manager.findAndCount(InvestorCampaignRow, { where: { campaignId, paidCount: MoreThan(0) }, order: { paid: 'DESC', userId: 'ASC' }, take: limit });
    return { rows, total };
  }
}
