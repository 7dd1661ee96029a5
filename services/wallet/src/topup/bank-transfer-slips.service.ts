import { Inject, Injectable } from '@nestjs/common';
import { AppError, hasActiveContent, ValidationFailedError, type AuthenticatedUser, Transactions } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { TX_STATUS } from '../wallet-transactions/entities/wallet-transaction.entity';
import { toTransactionView, type TransactionView } from '../wallet-transactions/transaction-view';
import { walletIdOf } from '../wallet-transactions/wallet-accounts';
import { WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WALLET_CONFIG } from '../wallet.tokens';
import { SLIP_STORAGE, sniffSlipType, type SlipStorage, type StoredSlip } from './slip-storage';

export interface UploadedSlip {
  bytes: Buffer;
  truncated: boolean;
}

/**
 * Offline bank transfer (A1.3): the user pays into the platform's account, uploads the slip (PDF,
 * JPG or PNG up to 5 MB), and the top-up waits (status 0) for an administrator to approve or reject it.
 */
@Injectable()
export class BankTransferSlipsService {
  constructor(
    private readonly transactions: WalletTransactionsRepository,
    private readonly unitOfWork: Transactions,
    @Inject(SLIP_STORAGE) private readonly storage: SlipStorage,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  async upload(user: AuthenticatedUser, transactionId: string, file: UploadedSlip | null): Promise<TransactionView> {
    const row = await this.transactions.findById(transactionId);
    if (!row || row.userId !== user.id) throw AppError.notFound('wallet.transactionNotFound');
    if (row.type !== 'topup' || row.gateway !== 'bank_transfer' || (row.status !== TX_STATUS.inProcess && row.status !== TX_STATUS.pending)) {
      throw AppError.conflict('wallet.slipNotExpected');
    }
    if (file && (file.truncated || file.bytes.length > this.config.flows.slipMaxBytes)) throw ValidationFailedError.single('slip', 'wallet.slipTooLarge');
    if (!file || file.bytes.length === 0) throw ValidationFailedError.single('slip', 'wallet.slipRequired');
    const contentType = sniffSlipType(file.bytes);
    // A slip that is also an HTML page or carries PDF actions is refused: administrators open slips.
    if (!contentType || hasActiveContent(file.bytes)) throw ValidationFailedError.single('slip', 'wallet.slipInvalidType');
    const key = await this.storage.save(file.bytes, contentType);
    const moved = await this.unitOfWork.run(() =>
      this.transactions.transition(row.id, [TX_STATUS.inProcess, TX_STATUS.pending], { status: TX_STATUS.pending, slipKey: key, slipContentType: contentType }),
    );
    if (!moved) throw AppError.conflict('wallet.slipNotExpected');
    return toTransactionView((await this.transactions.findById(row.id))!, walletIdOf(row.userId));
  }

  /** The slip of a transaction: its owner or an administrator. */
  async read(user: AuthenticatedUser, transactionId: string): Promise<StoredSlip> {
    const row = await this.transactions.findById(transactionId);
    if (!row || (row.userId !== user.id && !user.isAdmin) || !row.slipKey) throw AppError.notFound('wallet.slipNotFound');
    const slip = await this.storage.read(row.slipKey);
    if (!slip) throw AppError.notFound('wallet.slipNotFound');
    return slip;
  }
}
