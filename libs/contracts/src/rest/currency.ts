/**
 * How the Omani rial is named beside an amount, one label per interface language, everywhere an
 * amount is shown: screens, e-mails, notifications and documents (A1.4, A9.8). Arabic readers see the
 * Arabic abbreviation, never the Latin code inside an Arabic sentence.
 */
export const CURRENCY_LABELS = { ar: 'ر.ع.', en: 'OMR', fr: 'OMR' } as const;

export type CurrencyLabelLanguage = keyof typeof CURRENCY_LABELS;

export function currencyLabel(language: string): string {
  return language in CURRENCY_LABELS ? CURRENCY_LABELS[language as CurrencyLabelLanguage] : CURRENCY_LABELS.en;
}
