import { Injectable } from '@nestjs/common';
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

  ofGuardian(guardianId: string, limit: number): Promise<WalletChildRow[]> {
    return this.transactions.manager.find(WalletChildRow, { where: { guardianId }, order: { acceptedAt: 'ASC' }, take: limit });
  }
}
