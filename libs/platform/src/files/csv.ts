import { Readable } from 'node:stream';

/**
 * RFC 4180 field; text with a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a
 * formula. A plain signed decimal (a debit, `-5.000`) is a number, not a formula, and stays as is.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV download: UTF-8 with a BOM (spreadsheets then read Arabic correctly), CRLF lines. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `\uFEFF${rows.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** One CSV line (CRLF-terminated) of fields made safe by csvField. */
export const csvLine = (fields: ReadonlyArray<string>): string => `${fields.map(csvField).join(',')}\r\n`;

/** `12345` baisa → `12.345`: a CSV amount (three decimals, no grouping), in integers only. */
export function csvBaisa(baisa: number | bigint): string {
  const value = BigInt(baisa);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`;
}

/** Where the previous page of an export ended: its last row's creation time and id. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * An administrators' export streamed as it is read (issue 38): the BOM and the header, then a page
 * of rows at a time in (createdAt, id) order, so a table of any size never sits in memory.
 */
export async function* keysetCsv<T extends ExportCursor>(header: ReadonlyArray<string>, page: (after: ExportCursor | null) => Promise<T[]>, fields: (row: T) => ReadonlyArray<string>): AsyncIterable<string> {
  yield `\uFEFF${csvLine(header)}`;
  let after: ExportCursor | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(fields(row))).join('');
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** An export as the answer to a request: a CSV attachment under its file name, never cached, streamed as it is read. */
export function csvDownload(reply: { header(name: string, value: string): unknown }, file: { filename: string; lines: AsyncIterable<string> }): Readable {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  reply.header('cache-control', 'private, no-store');
  return Readable.from(file.lines);
}

/** `2026-11-24T17:51:00.000Z` → `2026-11-24 21:51`: an export's time, in Oman (UTC+4 all year); empty for none. */
export const csvMuscatTime = (iso: string | null | undefined): string => (iso ? new Date(Date.parse(iso) + 4 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ') : '');
