import PDFDocument from 'pdfkit';
import type { Language } from '@cf/contracts';
import { ARABIC_TEXT, preparePdf, resolvePdfFonts, type PdfFonts } from '@cf/platform';
import { formatOmr } from '../fees/money';
import type { WalletTransactionRow } from '../wallet-transactions/entities/wallet-transaction.entity';
import { label } from './statement-labels';
import { muscatDate } from '../wallet-transactions/wallet-transactions.service';

export interface StatementInput {
  language: Language;
  holderName: string;
  walletId: string;
  from: string;
  to: string;
  generatedAt: string;
  balance: number;
  rows: WalletTransactionRow[];
}

/** A2.22 statement as PDF (A4 landscape): a header, one row per transaction, the current balance. */
export function statementPdf(input: StatementInput, fonts: PdfFonts = resolvePdfFonts()): Promise<Buffer> {
  // Arabic without an Arabic font would print boxes: fall back to English.
  const language: Language = input.language === 'ar' && !fonts.arabic ? 'en' : input.language;
  const rtl = language === 'ar';
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: label(language, 'title'), Producer: 'Oman Crowdfunding' } });
  const { latinFont, bytes: done } = preparePdf(doc, fonts);

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  /** One piece of text in a box; Arabic in the Arabic font (shaped, right-to-left), the rest in the Latin font. */
  const cell = (text: string, x: number, y: number, w: number, options: { size?: number; align?: 'left' | 'right' | 'center' } = {}) => {
    const arabic = ARABIC_TEXT.test(text) && fonts.arabic !== null;
    doc.font(arabic ? 'arabic' : latinFont).fontSize(options.size ?? 9);
    doc.text(text, x, y, { width: w, align: options.align ?? (rtl ? 'right' : 'left'), lineBreak: false, ellipsis: true, ...(arabic ? { features: ['rtla'] } : {}) });
  };
  /** A label and its value on one line, mirrored in Arabic (label on the right). */
  const line = (key: string, value: string, y: number) => {
    const labelWidth = 140;
    if (rtl) {
      cell(label(language, key), left + width - labelWidth, y, labelWidth, { size: 10 });
      cell(value, left, y, width - labelWidth - 10, { size: 10, align: 'right' });
    } else {
      cell(label(language, key), left, y, labelWidth, { size: 10 });
      cell(value, left + labelWidth + 10, y, width - labelWidth - 10, { size: 10, align: 'left' });
    }
  };

  cell(label(language, 'title'), left, 36, width, { size: 18 });
  line('holder', input.holderName, 70);
  line('walletId', input.walletId, 86);
  line('period', `${input.from} — ${input.to}`, 102);
  line('generated', input.generatedAt.slice(0, 19).replace('T', ' '), 118);
  // The currency is named in the label, in the document's language (as in the column headers).
  line('closingBalance', formatOmr(input.balance).replace('OMR ', ''), 134);

  const columns: Array<{ key: string; width: number; value: (r: WalletTransactionRow) => string; numeric?: boolean }> = [
    { key: 'date', width: 0.13, value: (r) => muscatDate(r.createdAt) },
    { key: 'transactionNumber', width: 0.15, value: (r) => r.transactionNumber },
    { key: 'type', width: 0.16, value: (r) => label(language, `type.${r.type}`) },
    { key: 'entryType', width: 0.08, value: (r) => label(language, `entry.${r.entryType}`) },
    { key: 'status', width: 0.11, value: (r) => label(language, `status.${r.status}`) },
    { key: 'amount', width: 0.13, value: (r) => formatOmr(r.entryType === 'DEBIT' ? -r.amount : r.amount).replace('OMR ', ''), numeric: true },
    { key: 'fees', width: 0.11, value: (r) => formatOmr(r.feePercentage + r.feeFlat + r.feeService + r.feePlatform + r.feeVat).replace('OMR ', ''), numeric: true },
    { key: 'total', width: 0.13, value: (r) => formatOmr(r.totalAmount).replace('OMR ', ''), numeric: true },
  ];
  // Arabic tables read from the right: the first column is the rightmost.
  const placed: Array<(typeof columns)[number] & { x: number; w: number }> = [];
  let cursor = rtl ? left + width : left;
  for (const column of columns) {
    const w = column.width * width;
    if (rtl) cursor -= w;
    placed.push({ ...column, x: cursor, w });
    if (!rtl) cursor += w;
  }

  let y = 165;
  const header = () => {
    for (const c of placed) cell(label(language, c.key), c.x + 2, y, c.w - 4, { size: 9 });
    y += 16;
    doc.moveTo(left, y - 3).lineTo(left + width, y - 3).lineWidth(0.5).stroke('#888888');
  };
  header();
  if (input.rows.length === 0) cell(label(language, 'noTransactions'), left, y + 4, width, { size: 10 });
  for (const row of input.rows) {
    if (y > doc.page.height - doc.page.margins.bottom - 20) {
      doc.addPage();
      y = doc.page.margins.top;
      header();
    }
    for (const c of placed) cell(c.value(row), c.x + 2, y, c.w - 4, { size: 9, align: c.numeric ? 'right' : undefined });
    y += 14;
  }
  doc.end();
  return done;
}
