import { Injectable } from '@nestjs/common';
import { In, LessThan, type EntityManager } from 'typeorm';
import { STATUS_OF_STATE, type InvestmentState } from '@cf/contracts';
import type { ContractState } from '@cf/contracts/rest';
import { findLatestCommitted, Transactions, type ExportCursor } from '@cf/platform';
import { InvestmentRow } from './entities/investment.entity';

/** States an investment may move between, each move one conditional UPDATE on the state it leaves. */
export type Move = { from: InvestmentState[]; to: InvestmentState; fields?: Partial<InvestmentRow>; contractIn?: ContractState[] };

/** The investments that count as paid (the portfolio, the raised amount). */
export const PAID_STATES: InvestmentState[] = ['committed', 'confirmed'];

/** SQL of investments_investments. */
@Injectable()
export class InvestmentsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  async insert(row: InvestmentRow): Promise<void> {
    await this.manager.insert(InvestmentRow, row);
  }

  /** Many reservations in one multi-row INSERT (a group commit's accepted ones). */
  async insertMany(rows: InvestmentRow[]): Promise<void> {
    if (rows.length > 0) await this.manager.insert(InvestmentRow, rows);
  }

  async find(id: string): Promise<InvestmentRow | null> {
    return this.manager.findOneBy(InvestmentRow, { id });
  }

  /**
   * The row as last committed (or as this transaction wrote it), not as this transaction's snapshot
   * saw it: after a conditional move that another request or the reconciliation won meanwhile.
   */
  async findLatest(id: string): Promise<InvestmentRow | null> {
    // Outside a transaction every read is of the last commit (and a locking read needs a transaction).
    return this.transactions.active ? findLatestCommitted(this.manager, InvestmentRow, { id }) : this.find(id);
  }

  /** Moves an investment if it is still in one of `from`: true when this call moved it (a concurrent twin gets false). */
  async move(id: string, move: Move, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(InvestmentRow)
      .set({ ...move.fields, state: move.to, status: STATUS_OF_STATE[move.to], updatedAt: now })
      .where(`id = :id AND state IN (:...from)${move.contractIn ? ' AND contractState IN (:...contractIn)' : ''}`, { id, from: move.from, contractIn: move.contractIn })
      .execute();
    return result.affected === 1;
  }

  async markWalletSettled(id: string, now: string): Promise<void> {
    await this.manager.update(InvestmentRow, { id }, { walletSettled: true, updatedAt: now });
  }

  /** Unpaid reservations past their time. */
  async expiredReservations(now: string, limit: number): Promise<InvestmentRow[]> {
    return this.manager.find(InvestmentRow, { where: { state: 'reserved', reservedUntil: LessThan(now) }, take: limit });
  }

  /** Payments left "in process" since before `before` (a crash or an unreachable wallet). */
  async stalledPayments(before: string, limit: number): Promise<InvestmentRow[]> {
    return this.manager.find(InvestmentRow, { where: { state: 'processing', updatedAt: LessThan(before) }, take: limit });
  }

  /** Paid investments whose cancellation window ended before `before`. */
  async windowsEnded(before: string, limit: number): Promise<InvestmentRow[]> {
    return this.manager.find(InvestmentRow, { where: { state: 'committed', cancellableUntil: LessThan(before) }, take: limit });
  }

  /** Paid investments with no cancellation window at all (confirmed at once). */
  async withoutWindow(limit: number): Promise<InvestmentRow[]> {
    return this.manager
      .createQueryBuilder(InvestmentRow, 'i')
      .where('i.state = :state AND i.cancellableUntil IS NULL', { state: 'committed' })
      .take(limit)
      .getMany();
  }

  /** Cancelled or failed investments whose wallet hold is still to be voided. */
  async walletUnsettled(limit: number): Promise<InvestmentRow[]> {
    return this.manager.find(InvestmentRow, { where: { state: In(['cancelled', 'failed']), walletSettled: false }, take: limit });
  }

  /** One investor's investments, newest first, with the table's filters (C7.9). */
  async ofInvestor(investorId: string, filters: { search?: string; status?: number; currency?: string; states?: InvestmentState[] }, limit: number): Promise<{ rows: InvestmentRow[]; total: number }> {
    const qb = this.manager.createQueryBuilder(InvestmentRow, 'i').where('i.investorId = :investorId', { investorId });
    if (filters.search) qb.andWhere('LOWER(i.campaignName) LIKE :search', { search: `%${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    if (filters.status !== undefined) qb.andWhere('i.status = :status', { status: filters.status });
    if (filters.currency) qb.andWhere('i.currency = :currency', { currency: filters.currency });
    if (filters.states) qb.andWhere('i.state IN (:...states)', { states: filters.states });
    const [rows, total] = await qb.orderBy('i.createdAt', 'DESC').addOrderBy('i.id', 'DESC').take(limit).getManyAndCount();
    return { rows, total };
  }

  /** Every investment, newest first, for administrators: search by campaign name or reference. */
  async all(filters: { search?: string; status?: number; campaignId?: string }, limit: number): Promise<{ rows: InvestmentRow[]; total: number }> {
    const qb = this.manager.createQueryBuilder(InvestmentRow, 'i');
    if (filters.search) {
      const like = `%${filters.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere('(LOWER(i.campaignName) LIKE :like OR LOWER(i.referenceId) LIKE :like)', { like });
    }
    if (filters.status !== undefined) qb.andWhere('i.status = :status', { status: filters.status });
    if (filters.campaignId) qb.andWhere('i.campaignId = :campaignId', { campaignId: filters.campaignId });
    const [rows, total] = await qb.orderBy('i.createdAt', 'DESC').addOrderBy('i.id', 'DESC').take(limit).getManyAndCount();
    return { rows, total };
  }

  /** One page of the administrators' export: investments made in [from, to), after the cursor, oldest first. */
  pageForExport(from: string, to: string, after: ExportCursor | null, limit: number): Promise<InvestmentRow[]> {
    const query = this.manager
      .createQueryBuilder(InvestmentRow, 'i')
      .where('i.createdAt >= :from AND i.createdAt < :to', { from, to })
      .orderBy('i.createdAt', 'ASC')
      .addOrderBy('i.id', 'ASC')
      .limit(limit);
    if (after) query.andWhere('(i.createdAt > :afterAt OR (i.createdAt = :afterAt AND i.id > :afterId))', { afterAt: after.createdAt, afterId: after.id });
    return query.getMany();
  }

  /** Every paid investment of an investor (the highlights and the chart sum them). */
  async paidOf(investorId: string, currency?: string): Promise<InvestmentRow[]> {
    return this.manager.find(InvestmentRow, { where: { investorId, state: In(PAID_STATES), ...(currency ? { currency } : {}) }, order: { paidAt: 'ASC' } });
  }

  async countOf(investorId: string): Promise<number> {
    return this.manager.countBy(InvestmentRow, { investorId, state: In([...PAID_STATES, 'reserved', 'processing']) });
  }

  /** A campaign's investments in some states, newest first, with how many and how much in all. */
  async ofCampaign(campaignId: string, states: InvestmentState[], limit: number): Promise<{ rows: InvestmentRow[]; total: number; amount: number }> {
    const where = this.manager.createQueryBuilder(InvestmentRow, 'i').where('i.campaignId = :campaignId AND i.state IN (:...states)', { campaignId, states });
    const [rows, total] = await where.clone().orderBy('i.createdAt', 'DESC').addOrderBy('i.id', 'DESC').take(limit).getManyAndCount();
    const sum = await where.clone().select('COALESCE(SUM(i.amount), 0)', 'amount').getRawOne<{ amount: string | number }>();
    return { rows, total, amount: Number(sum?.amount ?? 0) };
  }

  /** Every investment of a campaign in `state`, id order, only what a notice names (a successful close tells each investor). */
  async allOfCampaign(campaignId: string, state: InvestmentState): Promise<Array<Pick<InvestmentRow, 'id' | 'investorId' | 'amount' | 'currency'>>> {
    return this.manager
      .createQueryBuilder(InvestmentRow, 'i')
      .select(['i.id', 'i.investorId', 'i.amount', 'i.currency'])
      .where('i.campaignId = :campaignId AND i.state = :state', { campaignId, state })
      .orderBy('i.id', 'ASC')
      .getMany();
  }

  /** How many investments of a campaign are in `states`, how much they sum to, and how many investors made them. */
  async totalsOfCampaign(campaignId: string, states: InvestmentState[]): Promise<{ count: number; amount: number; investors: number }> {
    const raw = await this.manager
      .createQueryBuilder(InvestmentRow, 'i')
      .select('COUNT(*)', 'count')
      .addSelect('COALESCE(SUM(i.amount), 0)', 'amount')
      .addSelect('COUNT(DISTINCT i.investorId)', 'investors')
      .where('i.campaignId = :campaignId AND i.state IN (:...states)', { campaignId, states })
      .getRawOne<{ count: string | number; amount: string | number; investors: string | number }>();
    return { count: Number(raw?.count ?? 0), amount: Number(raw?.amount ?? 0), investors: Number(raw?.investors ?? 0) };
  }

  async currenciesOf(investorId: string): Promise<string[]> {
    const rows = await this.manager.createQueryBuilder(InvestmentRow, 'i').select('DISTINCT i.currency', 'currency').where('i.investorId = :investorId', { investorId }).orderBy('currency').getRawMany<{ currency: string }>();
    return rows.map((r) => r.currency);
  }
}
