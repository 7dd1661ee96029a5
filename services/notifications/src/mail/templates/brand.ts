import type { Language } from '@cf/contracts';

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
