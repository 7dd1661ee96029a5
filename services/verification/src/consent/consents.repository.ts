import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { ConsentRow } from './entities/consent.entity';

/** SQL of verification_consents: a code is consumed, resent or counted by one conditional UPDATE each. */
@Injectable()
export class ConsentsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  findById(id: string): Promise<ConsentRow | null> {
    return this.manager.findOneBy(ConsentRow, { id });
  }

  async insert(row: ConsentRow): Promise<void> {
    await this.manager.insert(ConsentRow, row);
  }

  /** True when one of the user's signatures was rejected (re-sign is for them). */
  async hasRejected(userId: string): Promise<boolean> {
    const count = await this.manager.createQueryBuilder(ConsentRow, 'c').where('c.userId = :userId AND c.rejectedAt IS NOT NULL', { userId }).getCount();
    return count > 0;
  }

  /** A new code, at most once per `spacingBefore` (the previous one dies); false when too soon or already confirmed. */
  async replaceCode(id: string, fields: Pick<ConsentRow, 'codeHash' | 'codeSentAt' | 'codeExpiresAt' | 'phone'>, spacingBefore: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ConsentRow)
      .set({ ...fields, attempts: 0 })
      .where('id = :id AND confirmedAt IS NULL AND codeSentAt <= :spacingBefore', { id, spacingBefore })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** The right, unexpired code confirms the signature, once, whatever answers arrive together. */
  async confirm(id: string, codeHash: string, now: string, maxAttempts: number, fields: Pick<ConsentRow, 'confirmedIp' | 'agreementFile' | 'agreementSha256'>): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ConsentRow)
      .set({ ...fields, confirmedAt: now })
      .where('id = :id AND confirmedAt IS NULL AND codeHash = :codeHash AND codeExpiresAt > :now AND attempts < :maxAttempts', { id, codeHash, now, maxAttempts })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async countWrongAnswer(id: string): Promise<void> {
    await this.manager.createQueryBuilder().update(ConsentRow).set({ attempts: () => 'attempts + 1' }).where('id = :id AND confirmedAt IS NULL', { id }).execute();
  }

  async reject(id: string, reason: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ConsentRow)
      .set({ rejectedAt: now, rejectReason: reason })
      .where('id = :id AND confirmedAt IS NOT NULL AND rejectedAt IS NULL', { id })
      .execute();
    return (result.affected ?? 0) === 1;
  }
}
