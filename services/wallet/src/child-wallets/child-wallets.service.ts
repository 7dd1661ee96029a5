import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { marketDay, type ChildBankWithdrawInput, type ChildWalletView, type ListPage } from '@cf/contracts';
import { AppError, Clock, listPage, newId, Transactions, type AuthenticatedUser } from '@cf/platform';
import { checkWholeAmount } from '../fees/fees.service';
import { toSafeNumber } from '../fees/money';
import type { LedgerPort } from '../ledger/ledger.port';
import { LEDGER } from '../ledger/ledger.tokens';
import { TX_STATUS, type WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { toTransactionView, type TransactionView } from '../wallet-transactions/transaction-view';
import { accounts, WALLET_CURRENCY } from '../wallet-transactions/wallet-accounts';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import type { WalletChildRow } from './wallet-child.entity';
import { WalletChildrenRepository } from './wallet-children.repository';
import { accountIdOf } from '../ledger/ledger-rules';
import { WithdrawalService, type TypedWithdrawal } from '../withdrawal/withdrawal.service';

const CHILDREN_MAX = 50;

/**
 * Child wallets (A3.15, A7.10, ADR 0026): the child's money never mixes with the guardian's. It comes
 * in only from the guardian's own wallet and goes out only back to it, each move one ledger transfer
 * (the ledger refuses a balance below zero in its own conditional write), recorded as a DEBIT on one
 * side and a CREDIT on the other in the same database transaction. Only the child's guardian, and
 * only while the child is a minor.
 */
@Injectable()
export class ChildWalletsService {
  constructor(
    private readonly children: WalletChildrenRepository,
    private readonly transactions: WalletTransactionsRepository,
    private readonly unitOfWork: Transactions,
    private readonly clock: Clock,
    private readonly withdrawals: WithdrawalService,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
  ) {}

  async list(user: AuthenticatedUser): Promise<ListPage<ChildWalletView>> {
    const rows = await this.children.ofGuardian(user.id, CHILDREN_MAX);
    return listPage(await Promise.all(rows.map((row) => this.view(row))), rows.length);
  }

  async detail(user: AuthenticatedUser, childId: string | undefined): Promise<ChildWalletView> {
    return this.view(await this.childOf(user, childId));
  }

  async transactionsOf(user: AuthenticatedUser, childId: string, limit: number): Promise<ListPage<TransactionView> & { userWalletBalance: number }> {
    const child = await this.childOf(user, childId);
    const [rows, total] = await this.transactions.listForUser(child.childId, WALLET_CURRENCY, limit);
    const walletId = accountIdOf(accounts.childWallet(child.childId));
    const { balance } = await this.balanceOf(child.childId);
    return { ...listPage(rows.map((r) => toTransactionView(r, walletId)), total), userWalletBalance: balance };
  }

  /** Whether the guardian's wallet can fund this amount now. */
  async preapproval(user: AuthenticatedUser, childId: string, amountRaw: unknown) {
    const child = await this.minorOf(user, childId);
    const amount = checkWholeAmount(amountRaw);
    const guardian = await this.ledger.balance(accounts.userWallet(user.id));
    const guardianAvailable = toSafeNumber(guardian.available);
    return { childId: child.childId, amount, source: 'wallet' as const, guardianAvailable, allowed: amount <= guardianAvailable };
  }

  /** Guardian's wallet → child's wallet; the child's CREDIT row is answered. */
  async topUp(user: AuthenticatedUser, childId: string, amountRaw: unknown): Promise<TransactionView> {
    const child = await this.minorOf(user, childId);
    return this.move(user, child, checkWholeAmount(amountRaw), 'child_topup');
  }

  /** Child's wallet → guardian's wallet, the only way out while the child is a minor; the child's DEBIT row is answered. */
  async withdraw(user: AuthenticatedUser, childId: string, amountRaw: unknown): Promise<TransactionView> {
    const child = await this.minorOf(user, childId);
    return this.move(user, child, checkWholeAmount(amountRaw), 'child_withdrawal');
  }

  /**
   * Child's wallet → a bank account in the child's name (ADR 0026), as any withdrawal: held at once,
   * paid out when an administrator approves, back in the child's wallet when one rejects it (the
   * guardian is told: rejectedChildWalletTransactions). The holder must be the child: the child's
   * first name and every word of the last name, in English or Arabic letters, are in the holder's name.
   */
  async withdrawToBank(user: AuthenticatedUser, dto: ChildBankWithdrawInput & { amount?: unknown }): Promise<TransactionView> {
    const child = await this.minorOf(user, dto.childId);
    if (!holderIsChild(dto.accountHolderName, child)) throw new AppError('wallet.childAccountHolder', HttpStatus.UNPROCESSABLE_ENTITY, { name: `${child.firstName} ${child.lastName}` });
    const { childId, ...withdrawal } = dto;
    return this.withdrawals.requestFrom(user, withdrawal as TypedWithdrawal, childId, accounts.childWallet(childId), accountIdOf(accounts.childWallet(childId)));
  }

  private async move(user: AuthenticatedUser, child: WalletChildRow, amount: number, type: 'child_topup' | 'child_withdrawal'): Promise<TransactionView> {
    const row = await this.record(user.id, child, amount, type, `${type.replace('_', '-')}:${newId()}`);
    return toTransactionView(row, accountIdOf(accounts.childWallet(child.childId)));
  }

  /**
   * One move between the guardian's wallet and the child's: a DEBIT on one side and a CREDIT on the
   * other, and the ledger transfer (which refuses a balance below zero in its own conditional
   * write), in one database transaction; the child's row is answered.
   */
  private async record(guardianId: string, child: WalletChildRow, amount: number, type: 'child_topup' | 'child_withdrawal', transferId: string): Promise<WalletTransactionRow> {
    const toChild = type === 'child_topup';
    const now = this.clock.nowIso();
    const name = `${child.firstName} ${child.lastName}`;
    return this.unitOfWork.run(async () => {
      const side = (userId: string, entryType: 'CREDIT' | 'DEBIT'): Promise<WalletTransactionRow> =>
        this.transactions.insert({
          ...EMPTY_TRANSACTION_FIELDS,
          userId,
          entryType,
          type,
          reason: null,
          currencyId: WALLET_CURRENCY,
          amount,
          totalAmount: amount,
          gateway: 'wallet',
          status: TX_STATUS.success,
          details: name,
          ledgerTransferId: transferId,
          createdBy: guardianId,
          settledAt: now,
        });
      const childRow = await side(child.childId, toChild ? 'CREDIT' : 'DEBIT');
      await side(guardianId, toChild ? 'DEBIT' : 'CREDIT');
      // Refused with "Insufficient wallet balance" (422) when the paying wallet's available balance is too small.
      await this.ledger.transfer({
        transferId,
        reason: type,
        entries: [
          { account: accounts.userWallet(guardianId), amount: toChild ? -BigInt(amount) : BigInt(amount) },
          { account: accounts.childWallet(child.childId), amount: toChild ? BigInt(amount) : -BigInt(amount) },
        ],
        metadata: { childId: child.childId, guardianId, transactionId: childRow.id },
        actorId: guardianId,
      });
      return childRow;
    });
  }

  /** Only the child's guardian acts for the child, and only while the child is a minor (a top-up paid by card or bank transfer for the child). */
  async assertActsFor(user: AuthenticatedUser, childId: string): Promise<void> {
    await this.minorOf(user, childId);
  }

  /**
   * A card or bank-transfer top-up the guardian paid for the child has settled into the guardian's
   * wallet: it moves on into the child's wallet in the settlement's transaction, once (the transfer
   * id is the top-up's). A child who took the account over in between has no child wallet any more:
   * the money stays in the guardian's wallet, where the guardian sees the top-up.
   */
  async fundFromTopup(topup: WalletTransactionRow): Promise<void> {
    const child = topup.childId ? await this.children.find(topup.childId) : null;
    if (!child || child.guardianId !== topup.userId || child.claimedAt) return;
    await this.record(topup.userId, child, topup.amount, 'child_topup', `child-topup:${topup.id}`);
  }

  /**
   * ADR 0026: the child, now 18, took the account over. What the child's wallet has available moves,
   * in one transfer, into the person's own wallet (the same owner id); both are the person's, so
   * nothing changes hands. Once per child (the conditional UPDATE on wallet_children), in one transaction.
   */
  async handOver(childId: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const child = await this.children.find(childId);
      if (!child || !(await this.children.claim(childId, this.clock.nowIso()))) return;
      const { available } = await this.balanceOf(childId);
      if (available <= 0) return;
      const transferId = `child-handover:${childId}`;
      const row = await this.transactions.insert({
        ...EMPTY_TRANSACTION_FIELDS,
        userId: childId,
        entryType: 'CREDIT',
        type: 'child_handover',
        reason: null,
        currencyId: WALLET_CURRENCY,
        amount: available,
        totalAmount: available,
        gateway: 'wallet',
        status: TX_STATUS.success,
        details: `${child.firstName} ${child.lastName}`,
        ledgerTransferId: transferId,
        createdBy: childId,
        settledAt: this.clock.nowIso(),
      });
      await this.ledger.transfer({
        transferId,
        reason: 'child_handover',
        entries: [
          { account: accounts.childWallet(childId), amount: -BigInt(available) },
          { account: accounts.userWallet(childId), amount: BigInt(available) },
        ],
        metadata: { childId, guardianId: child.guardianId, transactionId: row.id },
        actorId: childId,
      });
    });
  }

  private async balanceOf(childId: string): Promise<{ balance: number; held: number; available: number }> {
    const b = await this.ledger.balance(accounts.childWallet(childId));
    return { balance: toSafeNumber(b.balance), held: toSafeNumber(b.held), available: toSafeNumber(b.available) };
  }

  /** The guardian's own child; another's is answered like a missing one. */
  private async childOf(user: AuthenticatedUser, childId: string | undefined): Promise<WalletChildRow> {
    const child = childId ? await this.children.find(childId) : null;
    if (!child || child.guardianId !== user.id) throw AppError.notFound('wallet.childNotFound');
    return child;
  }

  /** ADR 0026: from the 18th birthday (Muscat) the guardian no longer moves the child's money. */
  private async minorOf(user: AuthenticatedUser, childId: string): Promise<WalletChildRow> {
    const child = await this.childOf(user, childId);
    if (marketDay(this.clock.now()) >= child.adultOn || child.claimedAt) throw new AppError('wallet.childIsAdult', HttpStatus.CONFLICT);
    return child;
  }

  private async view(row: WalletChildRow): Promise<ChildWalletView> {
    const { balance, held, available } = await this.balanceOf(row.childId);
    return {
      childId: row.childId,
      minor: { firstName: row.firstName, lastName: row.lastName, firstNameAr: row.firstNameAr, lastNameAr: row.lastNameAr },
      ownerType: 'minor',
      guardian: row.guardianId,
      walletId: accountIdOf(accounts.childWallet(row.childId)),
      currencyId: WALLET_CURRENCY,
      balance,
      held,
      available,
      adultOn: row.adultOn,
    };
  }
}

const words = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').filter(Boolean);

/** The bank account holder is the child: first name and each word of the last name, in one script or the other. */
function holderIsChild(holder: string, child: Pick<WalletChildRow, 'firstName' | 'lastName' | 'firstNameAr' | 'lastNameAr'>): boolean {
  const named = new Set(words(holder));
  return [[child.firstName, child.lastName], [child.firstNameAr, child.lastNameAr]].some(([first, last]) => [...words(first), ...words(last)].every((word) => named.has(word)));
}
