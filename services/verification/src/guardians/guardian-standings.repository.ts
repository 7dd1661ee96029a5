import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { GuardianInvestmentRow, GuardianStandingRow } from './guardian-standing.entity';

/** SQL of the guardian standings (A4.5, A9.6). */
@Injectable()
export class GuardianStandingsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** A paid investment; the same event twice records it once. */
  async recordInvestment(row: GuardianInvestmentRow): Promise<void> {
    try {
      await this.manager.insert(GuardianInvestmentRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** A cancelled investment no longer counts (recorded even if its payment event comes later). */
  async cancelInvestment(investmentId: string, investorId: string, at: string): Promise<void> {
    const updated = await this.manager.update(GuardianInvestmentRow, { investmentId, cancelledAt: IsNull() }, { cancelledAt: at });
    if (!updated.affected) await this.recordInvestment({ investmentId, investorId, committedAt: at, cancelledAt: at });
  }

  /**
   * Counts again, in one statement over this service's own tables, so two counts racing each other
   * cannot leave an older answer behind: verification accepted and at least `minimum` paid,
   * uncancelled investments. Answers the row with its new version.
   */
  async recount(userId: string, minimum: number, at: string): Promise<GuardianStandingRow> {
    try {
      await this.manager.insert(GuardianStandingRow, { userId, allowed: false, verified: false, investmentsCount: 0, version: 0, updatedAt: at });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const counted = '(SELECT COUNT(*) FROM verification_guardian_investments i WHERE i.investorId = ? AND i.cancelledAt IS NULL)';
    const verified = "(SELECT COUNT(*) FROM verifications v WHERE v.userId = ? AND v.status = 'ACCEPTED')";
    await this.manager.query(
      `UPDATE verification_guardian_standings SET investmentsCount = ${counted}, verified = CASE WHEN ${verified} > 0 THEN 1 ELSE 0 END, allowed = CASE WHEN ${verified} > 0 AND ${counted} >= ? THEN 1 ELSE 0 END, version = version + 1, updatedAt = ? WHERE userId = ?`,
      [userId, userId, userId, userId, minimum, at, userId],
    );
    return (await this.manager.findOneBy(GuardianStandingRow, { userId }))!;
  }

  find(userId: string): Promise<GuardianStandingRow | null> {
    return this.manager.findOneBy(GuardianStandingRow, { userId });
  }
}
