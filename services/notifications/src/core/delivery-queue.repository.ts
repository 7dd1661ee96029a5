import { LessThanOrEqual, type EntityTarget } from 'typeorm';
import type { Transactions } from '@cf/platform';
import type { DeliveryStatus } from './delivery-status';

/** The columns both queues (mail_messages, sms_messages) share. */
export interface DeliveryRow {
  id: string;
  to: string;
  language: string;
  causationEventId: string | null;
  correlationId: string | null;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  claimedAt: string | null;
  sentAt: string | null;
  lastError: string | null;
  transportMessageId: string | null;
  createdAt: string;
}

/** The SQL of a delivery queue (mail_messages or sms_messages), in the ambient transaction when there is one. */
export abstract class DeliveryQueueRepository<Row extends DeliveryRow> {
  protected constructor(
    private readonly tx: Transactions,
    private readonly entity: EntityTarget<Row>,
  ) {}

  private get rows() {
    return this.tx.manager.getRepository<Row>(this.entity);
  }

  async insert(row: Row): Promise<void> {
    await this.rows.insert(row as never);
  }

  /** Many rows in statements of 200 (a campaign's news to its whole audience). */
  async insertMany(rows: Row[]): Promise<void> {
    for (let at = 0; at < rows.length; at += 200) await this.rows.insert(rows.slice(at, at + 200) as never);
  }

  findById(id: string): Promise<Row | null> {
    return this.rows.findOneBy({ id } as never);
  }

  /** Queued rows whose next attempt is due, oldest first. */
  due(now: string, limit: number): Promise<Row[]> {
    return this.rows.find({ where: { status: 'queued', nextAttemptAt: LessThanOrEqual(now) } as never, order: { createdAt: 'ASC' } as never, take: limit });
  }

  /** Newest first, optionally to one address (the development mailbox). */
  newest(limit: number, to?: { column: 'lower' | 'exact'; value: string }): Promise<Row[]> {
    const query = this.rows.createQueryBuilder('m').orderBy('m.createdAt', 'DESC').addOrderBy('m.id', 'DESC').take(limit);
    if (to?.column === 'lower') query.where('LOWER(m.to) = :to', { to: to.value });
    if (to?.column === 'exact') query.where('m.to = :to', { to: to.value });
    return query.getMany();
  }

  /** Claims a queued row for sending: one conditional write, so two workers never both send it. */
  async claim(id: string, claimedAt: string): Promise<boolean> {
    const result = await this.rows.createQueryBuilder().update().set({ status: 'sending', claimedAt } as never).where('id = :id AND status = :queued', { id, queued: 'queued' }).execute();
    return result.affected === 1;
  }

  async markSent(id: string, fields: Pick<Row, 'sentAt' | 'attempts' | 'transportMessageId'>): Promise<void> {
    await this.rows.update({ id } as never, { ...fields, status: 'sent', lastError: null } as never);
  }

  async markAttemptFailed(id: string, fields: Pick<Row, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError'>): Promise<void> {
    await this.rows.update({ id } as never, { ...fields, claimedAt: null } as never);
  }

  /** Rows still "sending" since before `staleBefore` belong to a worker that died: queue them again. */
  async releaseClaimsBefore(staleBefore: string): Promise<void> {
    await this.rows.createQueryBuilder().update().set({ status: 'queued', claimedAt: null } as never).where('status = :sending AND claimedAt < :staleBefore', { sending: 'sending', staleBefore }).execute();
  }
}
