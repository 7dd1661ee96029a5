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

/**
 * `OMR 1,250` / `١ ٢٥٠ ر.ع.` for server messages (a whole sum without decimals, an amount with baisa
 * with all three); `exact` for documents and receipts (always three decimals). Arabic groups with a
 * narrow no-break space, never with ٬, which looks like the decimal mark ٫ (the screens do the same).
 */
export function formatMoney(baisa: number, currency: string, language: CurrencyLabelLanguage, options: { exact?: boolean } = {}): string {
  const decimals = options.exact || baisa % 1000 !== 0 ? 3 : 0;
  const number = new Intl.NumberFormat(MONEY_LOCALES[language], { minimumFractionDigits: decimals, maximumFractionDigits: decimals, numberingSystem: language === 'ar' ? 'arab' : 'latn' })
    .formatToParts(baisa / 1000)
    .map((part) => (language === 'ar' && part.type === 'group' ? '\u202f' : part.value))
    .join('');
  const label = currency === 'OMR' ? CURRENCY_LABELS[language] : currency;
  return language === 'en' ? `${label} ${number}` : `${number} ${label}`.replace(/\u00a0/g, ' ');
}
