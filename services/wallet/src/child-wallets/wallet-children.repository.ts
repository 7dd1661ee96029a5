import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { WalletChildRow } from './wallet-child.entity';

/** SQL of wallet_children. */
@Injectable()
export class WalletChildrenRepository {
  constructor(private readonly transactions: Transactions) {}

  /** The same acceptance twice records the child once. */
  async insert(row: WalletChildRow): Promise<void> {
    try {
      await this.transactions.manager.insert(WalletChildRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  find(childId: string): Promise<WalletChildRow | null> {
    return this.transactions.manager.findOneBy(WalletChildRow, { childId });
  }

  /** The guardian's children whose accounts the guardian still runs (not taken over). */
  ofGuardian(guardianId: string, limit: number): Promise<WalletChildRow[]> {
    return this.transactions.manager.find(WalletChildRow, { where: { guardianId, claimedAt: IsNull() }, order: { acceptedAt: 'ASC' }, take: limit });
  }

  /** Taken over once: true for the one caller whose conditional update marked it. */
  async claim(childId: string, now: string): Promise<boolean> {
    const result = await this.transactions.manager.update(WalletChildRow, { childId, claimedAt: IsNull() }, { claimedAt: now });
    return (result.affected ?? 0) === 1;
  }
}
