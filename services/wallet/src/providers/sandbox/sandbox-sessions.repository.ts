import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, MoreThan, type DeepPartial } from 'typeorm';
import { Transactions } from '@cf/platform';
import { SandboxCheckoutSessionRow, type SandboxSessionStatus } from './sandbox-session.entity';

/**
 * SQL about the sandbox card processor's sessions. A session is made in the top-up's transaction
 * (ambient); the processor's own steps — paying, expiring, webhooks — stand for another company's
 * system and use their own pooled connection, outside any wallet transaction.
 */
@Injectable()
export class SandboxSessionsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  private get pooled() {
    return this.dataSource.getRepository(SandboxCheckoutSessionRow);
  }

  /** In the caller's transaction. */
  findByReference(reference: string): Promise<SandboxCheckoutSessionRow | null> {
    return this.transactions.manager.findOneBy(SandboxCheckoutSessionRow, { reference });
  }

  /** A session row from its fields (not saved yet). */
  build(fields: DeepPartial<SandboxCheckoutSessionRow>): SandboxCheckoutSessionRow {
    return this.transactions.manager.create(SandboxCheckoutSessionRow, fields);
  }

  /** In the caller's transaction. */
  async insert(row: SandboxCheckoutSessionRow): Promise<void> {
    await this.transactions.manager.insert(SandboxCheckoutSessionRow, row);
  }

  findById(id: string): Promise<SandboxCheckoutSessionRow | null> {
    return this.pooled.findOneBy({ id });
  }

  /** Moves a session from `from` once (and, unless `live` is false, only before it expires): false when another request moved it first. */
  async transition(id: string, from: SandboxSessionStatus, changes: Partial<SandboxCheckoutSessionRow>, now: string, live: boolean): Promise<boolean> {
    const update = this.pooled.createQueryBuilder().update(SandboxCheckoutSessionRow).set(changes).where('id = :id AND status = :from', { id, from });
    if (live) update.andWhere('expiresAt > :now', { now });
    const result = await update.execute();
    return Boolean(result.affected);
  }

  /** Finished sessions completed after `since` whose webhook was never delivered (at most 500 ids). */
  async undeliveredSince(finished: SandboxSessionStatus[], since: string): Promise<string[]> {
    const rows = await this.pooled.find({ where: { status: In(finished), webhookDeliveredAt: IsNull(), completedAt: MoreThan(since) }, select: { id: true }, take: 500 });
    return rows.map((row) => row.id);
  }

  async update(id: string, changes: Partial<SandboxCheckoutSessionRow>): Promise<void> {
    await this.pooled.update({ id }, changes);
  }
}
