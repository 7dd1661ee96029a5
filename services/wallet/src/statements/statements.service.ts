import { Injectable } from '@nestjs/common';
import type { Language } from '@cf/contracts';
import { ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { muscatDate, WalletTransactionsService } from '../wallet-transactions/wallet-transactions.service';
import { WALLET_CURRENCY, walletIdOf } from '../wallet-transactions/wallet-accounts';
import { WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WalletUsers } from '../wallet-transactions/wallet-users';
import { exportHeaderLine, exportLine, statementCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600 * 1000;
/** Rows read per query of an export. */
const EXPORT_PAGE = 500;
/** Muscat midnight of a YYYY-MM-DD, as the UTC ISO string transactions are stamped with. */
const muscatMidnight = (date: string): string => new Date(Date.parse(`${date}T00:00:00.000Z`) - 4 * 3600 * 1000).toISOString();

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

  period(fromRaw?: string, toRaw?: string, now = new Date()): { from: string; to: string } {
    const valid = (day: string) => DATE.test(day) && !Number.isNaN(Date.parse(day));
    const to = toRaw || muscatDate(now.getTime());
    // `to` is checked before `from` is derived from it (an invalid date has no "90 days before").
    if (!valid(to)) throw ValidationFailedError.single('to', 'wallet.dateInvalid');
    const from = fromRaw || muscatDate(Date.parse(`${to}T00:00:00.000Z`) - 89 * DAY_MS);
    if (!valid(from)) throw ValidationFailedError.single('from', 'wallet.dateInvalid');
    if (from > to) throw ValidationFailedError.single('from', 'wallet.dateRangeInvalid');
    return { from, to };
  }

  private async rows(user: AuthenticatedUser, from: string, to: string) {
    const end = muscatMidnight(new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10));
    return this.transactions.listForStatement(user.id, WALLET_CURRENCY, muscatMidnight(from), end);
  }

  async csv(user: AuthenticatedUser, language: Language, fromRaw?: string, toRaw?: string): Promise<StatementFile> {
    const { from, to } = this.period(fromRaw, toRaw);
    const rows = await this.rows(user, from, to);
    return { filename: `wallet-statement-${from}-${to}.csv`, contentType: 'text/csv; charset=utf-8', body: statementCsv(rows, language) };
  }

  /**
   * Issue 38: every transaction of the period as CSV for administrators, produced page by page (500
   * rows a query) while it is sent, so its size never sits in memory.
   */
  exportAll(language: Language, fromRaw?: string, toRaw?: string): { filename: string; lines: AsyncIterable<string> } {
    const { from, to } = this.period(fromRaw, toRaw);
    const start = muscatMidnight(from);
    const end = muscatMidnight(new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10));
    const transactions = this.transactions;
    async function* lines(): AsyncIterable<string> {
      yield exportHeaderLine(language);
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const page = await transactions.pageForExport(start, end, after, EXPORT_PAGE);
        if (page.length === 0) return;
        yield page.map((row) => exportLine(row, language)).join('');
        const last = page[page.length - 1];
        after = { createdAt: last.createdAt, id: last.id };
      }
    }
    return { filename: `wallet-transactions-${from}-${to}.csv`, lines: lines() };
  }

  async pdf(user: AuthenticatedUser, language: Language, fromRaw?: string, toRaw?: string): Promise<StatementFile> {
    const { from, to } = this.period(fromRaw, toRaw);
    const [rows, known, balance] = await Promise.all([this.rows(user, from, to), this.users.find(user.id), this.reads.balanceOf(user.id)]);
    const holderName = known ? `${known.firstName} ${known.lastName}`.trim() : user.email;
    const body = await statementPdf({ language, holderName, walletId: walletIdOf(user.id), from, to, generatedAt: new Date().toISOString(), balance: balance.balance, rows });
    return { filename: `wallet-statement-${from}-${to}.pdf`, contentType: 'application/pdf', body };
  }
}
