import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { AchAccountRow, AchCustomerRow } from './ach-account.entity';

/** SQL about ACH: each user's customer at the provider and the bank accounts linked to it. */
@Injectable()
export class AchAccountsRepository {
  constructor(private readonly transactions: Transactions) {}

  findCustomer(userId: string, provider: string): Promise<AchCustomerRow | null> {
    return this.transactions.manager.findOneBy(AchCustomerRow, { userId, provider });
  }

  async insertCustomer(row: AchCustomerRow): Promise<void> {
    await this.transactions.manager.insert(AchCustomerRow, row);
  }

  findAccount(userId: string, accountId: string): Promise<AchAccountRow | null> {
    return this.transactions.manager.findOneBy(AchAccountRow, { userId, accountId });
  }

  /** One of the user's linked accounts, by our id or the provider's account id. */
  async findOwn(userId: string, idOrAccountId: string): Promise<AchAccountRow | null> {
    return (await this.transactions.manager.findOneBy(AchAccountRow, { id: idOrAccountId, userId })) ?? this.findAccount(userId, idOrAccountId);
  }

  async insertAccount(row: AchAccountRow): Promise<void> {
    await this.transactions.manager.insert(AchAccountRow, row);
  }

  async updateAccount(id: string, changes: Partial<AchAccountRow>): Promise<void> {
    await this.transactions.manager.update(AchAccountRow, { id }, changes);
  }

  /** The user's active accounts, newest first. */
  activeAccounts(userId: string): Promise<AchAccountRow[]> {
    return this.transactions.manager.find(AchAccountRow, { where: { userId, status: 'active' }, order: { createdAt: 'DESC', id: 'DESC' } });
  }
}
