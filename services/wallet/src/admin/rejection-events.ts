import { Injectable } from '@nestjs/common';
import { TransactionRejectedV1 } from '@cf/contracts';
import { OutboxService } from '@cf/platform';
import type { WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { walletIdOf } from '../wallet-transactions/wallet-accounts';
import { WalletUsers } from '../wallet-transactions/wallet-users';

/**
 * `wallet.transaction-rejected`: what the notifications service needs for the in-app notice
 * (A3.7 walletTransactionId, A4.13) and the e-mail in the user's language (when the wallet knows the address).
 */
@Injectable()
export class RejectionEvents {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: WalletUsers,
  ) {}

  async append(row: WalletTransactionRow, reason: string, adminId: string): Promise<void> {
    const user = await this.users.find(row.userId);
    await this.outbox.append(TransactionRejectedV1, row.id, {
      transactionId: row.id,
      transactionNumber: row.transactionNumber,
      userId: row.userId,
      walletId: walletIdOf(row.userId),
      walletType: row.entryType,
      type: row.type,
      amount: row.amount,
      currency: row.currencyId,
      rejectReason: reason,
      rejectedBy: adminId,
      email: user?.email ?? null,
      firstName: user?.firstName ?? null,
      language: user?.language ?? 'ar',
    });
  }
}
