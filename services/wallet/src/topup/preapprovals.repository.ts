import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { PreapprovalRow } from './entities/preapproval.entity';

/** SQL of wallet_preapprovals: a quoted top-up amount that one payment may use, once. */
@Injectable()
export class PreapprovalsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  async insert(row: PreapprovalRow): Promise<void> {
    await this.manager.insert(PreapprovalRow, row);
  }

  findById(id: string): Promise<PreapprovalRow | null> {
    return this.manager.findOneBy(PreapprovalRow, { id });
  }

  /** created → used, once: of two concurrent payments with the same preapproval exactly one claims it. */
  async claim(id: string): Promise<boolean> {
    const claimed = await this.manager
      .createQueryBuilder()
      .update(PreapprovalRow)
      .set({ status: 'used', updatedAt: new Date().toISOString() })
      .where('id = :id AND status = :status', { id, status: 'created' })
      .execute();
    return (claimed.affected ?? 0) === 1;
  }

  async linkTransaction(id: string, transactionId: string): Promise<void> {
    await this.manager.update(PreapprovalRow, { id }, { transactionId });
  }
}
