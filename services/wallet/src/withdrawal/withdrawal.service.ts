import { Inject, Injectable } from '@nestjs/common';
import { WithdrawalCompletedV1, WithdrawalRequestedV1, type EndpointParsedBody, type withdrawEndpoint, type withdrawRequestSchema } from '@cf/contracts';
import type * as z from 'zod/mini';
import { AppError, newId, OutboxService, ValidationFailedError, type AuthenticatedUser, Transactions } from '@cf/platform';
import { normalised, SavedBankAccountsService, type BankDetails } from '../bank-accounts/saved-bank-accounts.service';
import { FeesService } from '../fees/fees.service';
import type { AccountRef, LedgerPort } from '../ledger/ledger.port';
import { LEDGER } from '../ledger/ledger.tokens';
import { TX_STATUS, type WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { toTransactionView, type TransactionView } from '../wallet-transactions/transaction-view';
import { accounts, WALLET_CURRENCY, walletIdOf } from '../wallet-transactions/wallet-accounts';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';

const DAY_MS = 24 * 3600 * 1000;

/** A withdrawal with the bank details typed (the person's own, or a child's account). */
export type TypedWithdrawal = z.output<typeof withdrawRequestSchema>;

/**
 * A withdrawal to the user's bank account: the amount is held in the wallet when asked (so it can
 * be neither spent nor withdrawn twice, whatever the concurrency), then an administrator approves
 * (the hold is posted to payouts, status 2) or rejects it (the hold is voided, status 3).
 */
@Injectable()
export class WithdrawalService {
  constructor(
    private readonly fees: FeesService,
    private readonly transactions: WalletTransactionsRepository,
    private readonly unitOfWork: Transactions,
    private readonly outbox: OutboxService,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
    private readonly savedAccounts: SavedBankAccountsService,
  ) {}

  /**
   * To a saved account (its details read here, 404 for anyone else's), or to the typed one, which
   * is saved with the withdrawal when asked (in the same transaction).
   */
  async request(user: AuthenticatedUser, dto: EndpointParsedBody<typeof withdrawEndpoint>): Promise<TransactionView> {
    if (dto.bankAccountId) {
      const saved = await this.savedAccounts.detailsOf(user.id, dto.bankAccountId);
      return this.withdraw(user, dto.amount, saved, user.id, accounts.userWallet(user.id), walletIdOf(user.id));
    }
    const typed = dto as TypedWithdrawal;
    this.checkConfirmation(typed);
    const details = normalised(typed);
    return this.withdraw(user, dto.amount, details, user.id, accounts.userWallet(user.id), walletIdOf(user.id), async () => {
      if (!dto.saveAccount) return;
      // Saved already (or ten saved): the withdrawal goes on; saving is a convenience.
      await this.savedAccounts.keep(user.id, { ...details, country: 'OM', isPrimary: false }).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    });
  }

  /**
   * The same withdrawal from a wallet `ownerId` owns (a child's, asked by the guardian: ADR 0026);
   * the transaction is the owner's, the guardian is who asked.
   */
  async requestFrom(user: AuthenticatedUser, dto: TypedWithdrawal, ownerId: string, from: AccountRef, walletId: string): Promise<TransactionView> {
    this.checkConfirmation(dto);
    return this.withdraw(user, dto.amount, normalised(dto), ownerId, from, walletId);
  }

  private checkConfirmation(dto: TypedWithdrawal): void {
    if (dto.confirmAccountNumber !== dto.accountNumber) throw ValidationFailedError.single('confirmAccountNumber', 'wallet.accountNumbersMustMatch');
  }

  private async withdraw(
    user: AuthenticatedUser,
    requested: unknown,
    bankDetails: BankDetails,
    ownerId: string,
    from: AccountRef,
    walletId: string,
    alsoInTransaction?: () => Promise<void>,
  ): Promise<TransactionView> {
    const amount = this.fees.checkWithdrawAmount(requested);
    const id = newId();
    const holdId = `withdrawal:${id}`;
    const row = await this.unitOfWork.run(async () => {
      const created = await this.transactions.insert({
        ...EMPTY_TRANSACTION_FIELDS,
        id,
        userId: ownerId,
        entryType: 'DEBIT',
        type: 'withdrawal',
        reason: 'withdraw_by_user',
        currencyId: WALLET_CURRENCY,
        amount,
        totalAmount: amount,
        gateway: 'bank_transfer',
        status: TX_STATUS.pending,
        bankDetails,
        holdId,
        createdBy: user.id,
      });
      // Refused with "Insufficient wallet balance" (422) when available = balance − held is too small.
      await this.ledger.hold(
        {
          holdId,
          reason: 'withdrawal',
          from,
          to: accounts.payouts(),
          amount: BigInt(amount),
          expiresAt: new Date(Date.now() + this.fees.flows.withdrawalHoldDays * DAY_MS).toISOString(),
          metadata: { transactionId: id, transactionNumber: created.transactionNumber },
          actorId: user.id,
        },
      );
      await this.outbox.append(WithdrawalRequestedV1, id, {
        transactionId: id,
        transactionNumber: created.transactionNumber,
        userId: ownerId,
        amount,
        currency: WALLET_CURRENCY,
        holdId,
      });
      await alsoInTransaction?.();
      return created;
    });
    return toTransactionView(row, walletId);
  }

  /** Administrator: the money leaves for the bank (hold posted to payouts), status 0 → 2, once. */
  async approve(row: WalletTransactionRow, adminId: string): Promise<boolean> {
    const now = new Date().toISOString();
    const moved = await this.transactions.transition(row.id, [TX_STATUS.pending], {
      status: TX_STATUS.success,
      decidedBy: adminId,
      decidedAt: now,
      settledAt: now,
    });
    if (!moved) return false;
    if (!row.holdId) throw new AppError('wallet.holdNotFound', 409);
    const posted = await this.ledger.postHold(row.holdId, { actorId: adminId });
    await this.transactions.update(row.id, { ledgerTransferId: posted.transferId });
    await this.outbox.append(WithdrawalCompletedV1, row.id, {
      transactionId: row.id,
      transactionNumber: row.transactionNumber,
      userId: row.userId,
      amount: row.amount,
      currency: row.currencyId,
      approvedBy: adminId,
      ledgerTransferId: posted.transferId,
    });
    return true;
  }

  /** Administrator: the held amount returns to the wallet (hold voided), status 0 → 3, once. */
  async reject(row: WalletTransactionRow, adminId: string, reason: string): Promise<boolean> {
    const moved = await this.transactions.transition(row.id, [TX_STATUS.pending], {
      status: TX_STATUS.rejected,
      rejectReason: reason,
      decidedBy: adminId,
      decidedAt: new Date().toISOString(),
    });
    if (!moved) return false;
    if (row.holdId) await this.ledger.voidHold(row.holdId, { actorId: adminId, reason });
    return true;
  }
}
