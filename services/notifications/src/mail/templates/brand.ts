import { currencyLabel, type Language } from '@cf/contracts';

/** The platform's name as it appears in e-mails and SMS. */
export const SITE_NAME: Record<Language, string> = {
  ar: 'منصة عُمان للتمويل الجماعي',
  en: 'Oman Crowdfunding',
  fr: 'Oman Crowdfunding',
};

/** Default primary colour of the site settings (A3.5). */
export const BRAND_COLOR = '#6048fe';

const LOCALES: Record<Language, string> = { ar: 'ar-OM', en: 'en-GB', fr: 'fr-FR' };

/** A date and time as the reader expects it, in Oman's time zone. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Muscat' }).format(
    new Date(iso),
  );
}

/** `12345678` baisa → `OMR 12,345.678` (`ر.ع. …` in Arabic); integer arithmetic only. */
export function omrText(baisa: number, language: Language): string {
  const value = BigInt(baisa);
  const abs = value < 0n ? -value : value;
  const whole = (abs / 1000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${value < 0n ? '-' : ''}${whole}.${(abs % 1000n).toString().padStart(3, '0')}`;
  // The same label as the screens (CURRENCY_LABELS): after the amount in Arabic, before it otherwise.
  return language === 'ar' ? `${text} ${currencyLabel(language)}` : `${currencyLabel(language)} ${text}`;
}
