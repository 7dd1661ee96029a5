import type { Language } from './languages';

/**
 * How Arabic amounts write their digits, the investor's choice (Settings → Language): Arabic-Indic
 * (`١٢٣`, the default) or Western (`123`). Module state because every formatter (money, dates, counts) reads it and it
 * changes only when the investor changes it (the shell then re-renders the page).
 */
export type ArabicDigitStyle = 'arab' | 'latn';
export const ARABIC_DIGIT_STYLES: readonly ArabicDigitStyle[] = ['arab', 'latn'];
let arabicDigits: ArabicDigitStyle = 'arab';
export function setArabicDigitStyle(style: ArabicDigitStyle): void {
  arabicDigits = style;
}
export function arabicDigitStyle(): ArabicDigitStyle {
  return arabicDigits;
}

/**
 * In Arabic-Indic digits the thousands mark ٬ and the decimal mark ٫ look alike, so `١٠٠٫٠٠٠` (100)
 * read as 100,000. Groups are therefore separated by a narrow no-break space, never by ٬: the only
 * mark inside an Arabic amount is the decimal one, and it appears only where there are baisa.
 */
export const ARABIC_GROUP_SEPARATOR = '\u202f';

/** The Intl numbering system an interface language's numbers use. */
export function numberingSystemOf(language: Language): ArabicDigitStyle {
  return language === 'ar' ? arabicDigits : 'latn';
}

/** Intl's parts with Arabic groups separated as described above. */
export function joinNumberParts(parts: Intl.NumberFormatPart[], language: Language): string {
  return parts.map((part) => (language === 'ar' && arabicDigits === 'arab' && part.type === 'group' ? ARABIC_GROUP_SEPARATOR : part.value)).join('');
}
