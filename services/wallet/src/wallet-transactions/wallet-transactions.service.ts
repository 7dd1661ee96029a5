import { Inject, Injectable } from '@nestjs/common';
import type { ListPage } from '@cf/contracts';
import { AppError, listPage, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { FeesService } from '../fees/fees.service';
import { toSafeNumber } from '../fees/money';
import type { LedgerPort } from '../ledger/ledger.port';
import { LEDGER } from '../ledger/ledger.tokens';
import { toTransactionView, type TransactionView } from './transaction-view';
import { accounts, WALLET_CURRENCY, walletIdOf } from './wallet-accounts';
import { WalletTransactionsRepository } from './wallet-transactions.repository';

export type { WalletDetail } from '@cf/contracts';
import type { WalletDetail } from '@cf/contracts';

/** Oman keeps UTC+4 all year (no daylight saving): a day in the chart is a Muscat calendar day. */
const MUSCAT_OFFSET_MS = 4 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
export const muscatDate = (iso: string | number): string => new Date(new Date(iso).getTime() + MUSCAT_OFFSET_MS).toISOString().slice(0, 10);
/** `2026-11-24T17:51:00.000Z` → `2026-11-24 21:51`: the platform's local time (Oman has no daylight saving). */
export const muscatDateTime = (iso: string | number): string => new Date(new Date(iso).getTime() + MUSCAT_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** A2.22 / A3.17 wallet screens: balance, transactions, balance history, receipts. */
@Injectable()
export class WalletTransactionsService {
  constructor(
    private readonly fees: FeesService,
    private readonly transactions: WalletTransactionsRepository,
    @Inject(LEDGER) private readonly ledger: LedgerPort,
  ) {}

  async balanceOf(userId: string): Promise<{ balance: number; held: number; available: number }> {
    const b = await this.ledger.balance(accounts.userWallet(userId));
    return { balance: toSafeNumber(b.balance), held: toSafeNumber(b.held), available: toSafeNumber(b.available) };
  }

  async detail(user: AuthenticatedUser, currencyId: string | undefined): Promise<WalletDetail> {
    checkCurrency(currencyId);
    const { balance, held, available } = await this.balanceOf(user.id);
    const threshold = this.fees.flows.lowBalanceThreshold;
    return {
      walletId: walletIdOf(user.id),
      balance,
      held,
      available,
      currencyId: WALLET_CURRENCY,
      payType: 'wallet',
      lowBalance: available < threshold,
      lowBalanceThreshold: threshold,
      limits: this.fees.limits(),
      paymentMethods: this.fees.paymentMethods(),
      bankTransferDetails: this.fees.flows.bankTransferDetails,
    };
  }

  /** A7.10 get-user-wallet-list: newest first, `limit` = page × 10 (A9.3). */
  async list(user: AuthenticatedUser, currencyId: string | undefined, limit: number): Promise<ListPage<TransactionView> & { userWalletBalance: number }> {
    checkCurrency(currencyId);
    const [rows, total] = await this.transactions.listForUser(user.id, WALLET_CURRENCY, limit);
    const walletId = walletIdOf(user.id);
    const { balance } = await this.balanceOf(user.id);
    return { ...listPage(rows.map((r) => toTransactionView(r, walletId)), total), userWalletBalance: balance };
  }

  /** One transaction (receipt): the owner's, or any for an administrator; others answer 404. */
  async one(user: AuthenticatedUser, id: string): Promise<TransactionView> {
    const row = await this.transactions.findById(id);
    if (!row || (row.userId !== user.id && !user.isAdmin)) throw AppError.notFound('wallet.transactionNotFound');
    return toTransactionView(row, walletIdOf(row.userId), { revealAccountNumber: user.isAdmin && row.userId !== user.id });
  }

  /**
   * The wallet balance at the end of each of the last `days` days (Muscat time), for the chart:
   * read from the ledger's entries (balanceAfter), so every movement counts, whoever made it.
   */
  async balanceHistory(user: AuthenticatedUser, daysRaw: unknown, now = new Date()): Promise<Array<{ date: string; balance: number }>> {
    const days = daysRaw === undefined || daysRaw === '' ? 90 : Number(daysRaw);
    if (!Number.isInteger(days) || days < 1 || days > 366) throw ValidationFailedError.single('days', 'wallet.daysInvalid');
    const today = muscatDate(now.getTime());
    const firstDay = muscatDate(now.getTime() - (days - 1) * DAY_MS);
    // Midnight of the first day in Muscat, as a UTC ISO string (postedAt is UTC).
    const windowStart = new Date(Date.parse(`${firstDay}T00:00:00.000Z`) - MUSCAT_OFFSET_MS).toISOString();
    const { before, entries } = await this.ledger.balanceSince(accounts.userWallet(user.id), windowStart);
    const endOfDay = new Map<string, bigint>();
    for (const entry of entries) endOfDay.set(muscatDate(entry.postedAt), entry.balanceAfter);
    const points: Array<{ date: string; balance: number }> = [];
    let running = before;
    for (let t = Date.parse(`${firstDay}T00:00:00.000Z`); ; t += DAY_MS) {
      const date = new Date(t).toISOString().slice(0, 10);
      running = endOfDay.get(date) ?? running;
      points.push({ date, balance: toSafeNumber(running) });
      if (date >= today) break;
    }
    return points;
  }
}

export function checkCurrency(currencyId: string | undefined): void {
  if (currencyId !== undefined && currencyId !== '' && currencyId.toUpperCase() !== WALLET_CURRENCY) {
    throw ValidationFailedError.single('currencyId', 'wallet.currencyUnsupported');
  }
}
