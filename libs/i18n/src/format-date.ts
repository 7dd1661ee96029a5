import { joinNumberParts, numberingSystemOf } from './digits';
import { intlLocaleOf, type Language } from './languages';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `5 March 2024` / `٥ مارس ٢٠٢٤` / `5 mars 2024`; empty for an invalid date. */
export function formatDate(value: DateInput, language: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(intlLocaleOf(language), { timeZone: 'Asia/Muscat', numberingSystem: numberingSystemOf(language), ...options }).format(date) : '';
}

/** Date and time in Muscat time (the platform's market), short forms. */
export function formatDateTime(value: DateInput, language: Language): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Plain integers (counts) with the language's digits, grouped (Arabic groups as amounts group them). */
export function formatInteger(value: number | bigint, language: Language): string {
  return joinNumberParts(new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 0, numberingSystem: numberingSystemOf(language) }).formatToParts(value), language);
}

/** A year or a reference number in the language's digits, never grouped (`٢٠٢٦`, not `٢٬٠٢٦`). */
export function formatYear(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { useGrouping: false, numberingSystem: numberingSystemOf(language) }).format(value);
}

/** A percentage given in percent (`8.5` → `8.5%`, `٨٫٥٪` in Arabic), up to 2 decimals. */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'percent', maximumFractionDigits: 2, numberingSystem: numberingSystemOf(language) }).format(percent / 100);
}
