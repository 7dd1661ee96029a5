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
