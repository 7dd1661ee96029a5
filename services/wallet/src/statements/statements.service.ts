import { Injectable } from '@nestjs/common';
import type { Language } from '@cf/contracts';
import { keysetCsv, muscatDayPeriod, type AuthenticatedUser, type DayPeriod } from '@cf/platform';
import { WalletTransactionsService } from '../wallet-transactions/wallet-transactions.service';
import { WALLET_CURRENCY, walletIdOf } from '../wallet-transactions/wallet-accounts';
import { WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WalletUsers } from '../wallet-transactions/wallet-users';
import { exportFields, exportHeader, statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';

/** Rows read per query of an export. */
const EXPORT_PAGE = 500;

export interface StatementFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/** A2.22 statement download (CSV, PDF) of the user's own transactions, `from`..`to` inclusive (default: the last 90 days). */
@Injectable()
export class StatementsService {
  constructor(
    private readonly transactions: WalletTransactionsRepository,
    private readonly reads: WalletTransactionsService,
    private readonly users: WalletUsers,
  ) {}

  period(fromRaw?: string, toRaw?: string, now = new Date()): DayPeriod {
    return muscatDayPeriod(fromRaw, toRaw, { invalid: 'wallet.dateInvalid', reversed: 'wallet.dateRangeInvalid' }, now);
  }

  private async rows(user: AuthenticatedUser, period: DayPeriod) {
    return this.transactions.listForStatement(user.id, WALLET_CURRENCY, period.start, period.end);
  }

  async csv(user: AuthenticatedUser, language: Language, fromRaw?: string, toRaw?: string): Promise<StatementFile> {
    const period = this.period(fromRaw, toRaw);
    const { from, to } = period;
    const rows = await this.rows(user, period);
    return { filename: `wallet-statement-${from}-${to}.csv`, contentType: 'text/csv; charset=utf-8', body: statementCsv(rows, language) };
  }

  /**
   * Issue 38: every transaction of the period as CSV for administrators, produced page by page (500
   * rows a query) while it is sent, so its size never sits in memory.
   */
  exportAll(language: Language, fromRaw?: string, toRaw?: string): { filename: string; lines: AsyncIterable<string> } {
    const { from, to, start, end } = this.period(fromRaw, toRaw);
    const lines = keysetCsv(exportHeader(language), (after) => this.transactions.pageForExport(start, end, after, EXPORT_PAGE), (row) => exportFields(row, language));
    return { filename: `wallet-transactions-${from}-${to}.csv`, lines };
  }

  async pdf(user: AuthenticatedUser, language: Language, fromRaw?: string, toRaw?: string): Promise<StatementFile> {
    const period = this.period(fromRaw, toRaw);
    const { from, to } = period;
    const [rows, known, balance] = await Promise.all([this.rows(user, period), this.users.find(user.id), this.reads.balanceOf(user.id)]);
    const holderName = known ? `${known.firstName} ${known.lastName}`.trim() : user.email;
    const body = await statementPdf({ language, holderName, walletId: walletIdOf(user.id), from, to, generatedAt: new Date().toISOString(), balance: balance.balance, rows });
    return { filename: `wallet-statement-${from}-${to}.pdf`, contentType: 'application/pdf', body };
  }
}
