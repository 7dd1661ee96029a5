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

const MONEY_LOCALES = { ar: 'ar-OM', en: 'en-GB', fr: 'fr-FR' } as const;

/** `OMR 1,250.000` / `١٬٢٥٠٫٠٠٠ ر.ع.` for server messages and documents (three decimals: every baisa shown). */
export function formatMoney(baisa: number, currency: string, language: CurrencyLabelLanguage): string {
  const number = new Intl.NumberFormat(MONEY_LOCALES[language], { minimumFractionDigits: 3, maximumFractionDigits: 3, numberingSystem: language === 'ar' ? 'arab' : 'latn' }).format(baisa / 1000);
  const label = currency === 'OMR' ? CURRENCY_LABELS[language] : currency;
  return language === 'en' ? `${label} ${number}` : `${number} ${label}`.replace(/\u00a0/g, ' ');
}
