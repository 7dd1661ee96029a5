import { currencyLabel } from '@cf/contracts/rest';
import { joinNumberParts, numberingSystemOf } from './digits';
import { intlLocaleOf, type Language } from './languages';

/** 1 OMR = 1000 baisa (DESIGN §5). */
export const BAISA_PER_RIAL = 1000n;
export const OMR_DECIMALS = 3;

export type BaisaAmount = number | bigint | string;

/** Accepts integer baisa only: a fractional or non-numeric input is a bug upstream, so it throws. */
export function toBaisa(amount: BaisaAmount): bigint {
  if (typeof amount === 'bigint') return amount;
  if (typeof amount === 'number') {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount must be an integer number of baisa, got ${amount}`);
    return BigInt(amount);
  }
  if (!/^-?\d+$/.test(amount.trim())) throw new RangeError(`Amount must be an integer number of baisa, got "${amount}"`);
  return BigInt(amount.trim());
}

/**
 * Exact decimal text of an amount in rials, `1234500` → `"1234.500"`, by integer division and string
 * padding: no floating point ever touches the amount.
 */
export function baisaToDecimalString(amount: BaisaAmount): `${number}` {
  const baisa = toBaisa(amount);
  const negative = baisa < 0n;
  const abs = negative ? -baisa : baisa;
  const rials = abs / BAISA_PER_RIAL;
  const rest = (abs % BAISA_PER_RIAL).toString().padStart(OMR_DECIMALS, '0');
  return `${negative ? '-' : ''}${rials.toString()}.${rest}` as `${number}`;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(language: Language, withCurrency: boolean, fractionDigits: number): Intl.NumberFormat {
  const numberingSystem = numberingSystemOf(language);
  const key = `${language}:${numberingSystem}:${withCurrency}:${fractionDigits}`;
  let nf = formatters.get(key);
  if (!nf) {
    const base: Intl.NumberFormatOptions = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, numberingSystem };
    nf = new Intl.NumberFormat(
      intlLocaleOf(language),
      withCurrency ? { ...base, style: 'currency', currency: 'OMR', currencyDisplay: 'code' } : base,
    );
    formatters.set(key, nf);
  }
  return nf;
}

/** The number alone in the language's conventions, with the Arabic grouping described above. */
function formatNumber(decimal: string, language: Language, fractionDigits: number): string {
  return joinNumberParts(formatterFor(language, false, fractionDigits).formatToParts(decimal as `${number}`), language);
}

function withLabel(decimal: string, language: Language, fractionDigits: number): string {
  // Arabic: the number, then the Arabic label (`١ ٢٣٤٫٥٠٠ ر.ع.`), the same label e-mails and documents
  // use (CURRENCY_LABELS); English and French keep Intl's placement of `OMR`.
  if (language === 'ar') return `${formatNumber(decimal, language, fractionDigits)} ${currencyLabel(language)}`;
  // Intl puts a no-break space between the code and the number; a plain space keeps the text equal to
  // the spec's `OMR 1,234.500` (amounts are styled white-space: nowrap instead).
  return formatterFor(language, true, fractionDigits)
    .format(decimal as `${number}`)
    .replace(/\u00a0/g, ' ');
}

/**
 * What screens show: a whole number of rials without decimals (`OMR 1,880,000`, `١٠٠ ر.ع.`), an amount
 * with baisa with all three (`OMR 12,345.678`), so nothing is ever rounded away and a whole sum never
 * carries a decimal mark that could be misread as a thousands one. Intl formats the decimal *string*
 * exactly (Intl.NumberFormat v3), so large amounts keep every baisa.
 */
export function formatOmr(amount: BaisaAmount, language: Language): string {
  const baisa = toBaisa(amount);
  if (baisa % BAISA_PER_RIAL !== 0n) return formatOmrExact(baisa, language);
  return withLabel((baisa / BAISA_PER_RIAL).toString(), language, 0);
}

/** Statements and receipts, where baisa matter: always three decimals (`OMR 1,234.500`). */
export function formatOmrExact(amount: BaisaAmount, language: Language): string {
  return withLabel(baisaToDecimalString(amount), language, OMR_DECIMALS);
}

/** The number alone, exact (`1,234.500` / `١ ٢٣٤٫٥٠٠`), for statement tables whose header names the currency. */
export function formatOmrNumber(amount: BaisaAmount, language: Language): string {
  return formatNumber(baisaToDecimalString(amount), language, OMR_DECIMALS);
}

/**
 * Parses what a person typed in rials (`"12.5"`, `"12,5"`, `"١٢٫٥"`) into integer baisa, or null when it
 * is not a valid amount with at most 3 decimals. A comma is a decimal separator (French and Arabic
 * habits); grouping separators are not accepted. String work only.
 */
export function parseOmrInput(text: string): bigint | null {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066B,]/g, '.')
    .replace(/[\u066C\s]/g, '');
  const match = /^(\d+)(?:\.(\d{0,3}))?$/.exec(latin);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return BigInt(whole) * BAISA_PER_RIAL + BigInt(fraction.padEnd(OMR_DECIMALS, '0') || '0');
}
