import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { findLatestCommitted, isUniqueViolation, Transactions } from '@cf/platform';
import { OfferRow } from './entities/offer.entity';

/**
 * SQL of investments_offers: each campaign's offer and its capacity. `reserved` only changes
 * through conditional UPDATEs (`reserved + amount <= goal`), so no campaign is ever oversold,
 * whatever the concurrency and whichever replica answers.
 */
@Injectable()
export class OffersRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  /** The affected-row count of one statement on the ambient transaction's runner (MariaDB and SQLite alike). */
  private async execute(sql: string, params: unknown[]): Promise<number> {
    const runner = this.manager.queryRunner;
    if (!runner) throw new Error('capacity changes run inside a transaction');
    const result = await runner.query(sql, params, true);
    return result.affected ?? 0;
  }

  async find(campaignId: string): Promise<OfferRow | null> {
    return this.manager.findOneBy(OfferRow, { campaignId });
  }

  /** The offer as last committed (explaining a refused reservation: see findLatestCommitted). */
  async findCurrent(campaignId: string): Promise<OfferRow | null> {
    return findLatestCommitted(this.manager, OfferRow, { campaignId });
  }

  /** Inserts the offer, or refreshes its terms (never its `reserved`, which investments alone moves). */
  async upsert(row: OfferRow): Promise<void> {
    try {
      await this.manager.insert(OfferRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { campaignId, reserved: _reserved, ...terms } = row;
      await this.manager.update(OfferRow, { campaignId }, terms);
    }
  }

  async setStatus(campaignId: string, status: OfferRow['status'], now: string): Promise<void> {
    await this.manager.update(OfferRow, { campaignId }, { status, updatedAt: now });
  }

  /** Open offers that may be due to close: the close date is today or before, or no room is left. */
  closeCandidates(lastCloseDate: string, limit: number): Promise<OfferRow[]> {
    return this.manager
      .createQueryBuilder(OfferRow, 'o')
      .where('o.status = :open', { open: 'open' })
      .andWhere('((o.closeDate IS NOT NULL AND o.closeDate <= :lastCloseDate) OR o.reserved >= o.goal)', { lastCloseDate })
      .take(limit)
      .getMany();
  }

  /** Takes `amount` of the campaign's capacity if it is open and has room: true when taken. */
  async reserve(campaignId: string, amount: number): Promise<boolean> {
    const affected = await this.execute('UPDATE investments_offers SET reserved = reserved + ? WHERE campaignId = ? AND status = ? AND reserved + ? <= goal', [amount, campaignId, 'open', amount]);
    return affected === 1;
  }

  /**
   * The room left in an open campaign (0 when it is not open), its row locked until the transaction
   * ends: a group whose sum did not fit splits against this figure, which nobody else can change meanwhile.
   */
  async lockRoom(campaignId: string): Promise<number> {
    const type = this.manager.connection.options.type;
    const lock = type === 'mysql' || type === 'mariadb' ? ' FOR UPDATE' : '';
    const rows = (await this.manager.query(`SELECT status, goal, reserved FROM investments_offers WHERE campaignId = ?${lock}`, [campaignId])) as Array<{ status: string; goal: number | string; reserved: number | string }>;
    const row = rows[0];
    return row && row.status === 'open' ? Math.max(0, Number(row.goal) - Number(row.reserved)) : 0;
  }

  /** Gives `amount` back (an unpaid reservation expired, a payment failed, an investment was cancelled). */
  async release(campaignId: string, amount: number): Promise<void> {
    await this.execute('UPDATE investments_offers SET reserved = reserved - ? WHERE campaignId = ? AND reserved >= ?', [amount, campaignId, amount]);
  }
}
