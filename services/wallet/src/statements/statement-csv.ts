import type { Language } from '@cf/contracts';
import { csvDocument } from '@cf/platform';
import { baisaToDecimal } from '../fees/money';
import type { WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { muscatDateTime } from '../wallet-transactions/wallet-transactions.service';
import { label } from './statement-labels';

/** A2.22 statement download as CSV: UTF-8 with a BOM (spreadsheets then read Arabic correctly), CRLF lines. */
export function statementCsv(rows: WalletTransactionRow[], language: Language): string {
  const header = ['dateMuscat', 'transactionNumber', 'type', 'entryType', 'status', 'amount', 'fees', 'total', 'gateway', 'details'].map((k) => label(language, k));
  const lines = rows.map((r) => transactionFields(r, language));
  return csvDocument([header, ...lines]);
}

/** The administrators' export (issue 38): a CSV line per transaction, its holder and reasons too. */
export const EXPORT_COLUMNS = ['dateMuscat', 'transactionNumber', 'userId', 'type', 'entryType', 'status', 'amount', 'fees', 'total', 'gateway', 'details'] as const;

export const exportHeader = (language: Language): string[] => EXPORT_COLUMNS.map((k) => label(language, k));

export function exportFields(r: WalletTransactionRow, language: Language): string[] {
  const [date, number, ...rest] = transactionFields(r, language);
  return [date, number, r.userId, ...rest];
}

/** A transaction's fields as both files show them: when, number, kind, entry, status, signed amount, fees, total, gateway, details. */
function transactionFields(r: WalletTransactionRow, language: Language): string[] {
  const fees = r.feePercentage + r.feeFlat + r.feeService + r.feePlatform + r.feeVat;
  const signed = r.entryType === 'DEBIT' ? -r.amount : r.amount;
  return [
    muscatDateTime(r.createdAt),
    r.transactionNumber,
    label(language, `type.${r.type}`),
    label(language, `entry.${r.entryType}`),
    label(language, `status.${r.status}`),
    baisaToDecimal(signed),
    baisaToDecimal(fees),
    baisaToDecimal(r.totalAmount),
    r.gateway ? label(language, `gateway.${r.gateway}`) : '',
    r.rejectReason ?? r.details ?? '',
  ];
}
