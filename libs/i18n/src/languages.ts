/** Interface languages (A1.4, A9.2): Arabic is the default and the fallback, and reads right to left. */
export const SUPPORTED_LANGUAGES = ['ar', 'en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
export type Direction = 'rtl' | 'ltr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** `en-GB` → `en`; anything unknown → Arabic. */
export function toLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const short = value.slice(0, 2).toLowerCase();
  return isLanguage(short) ? short : DEFAULT_LANGUAGE;
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The Intl locale used for numbers and dates. `ar-OM` (not `ar`) because current CLDR gives plain
 * `ar` Latin digits, while Omani Arabic uses Arabic-Indic digits (١٢٣).
 */
export function intlLocaleOf(language: Language): string {
  return language === 'ar' ? 'ar-OM' : language === 'fr' ? 'fr-FR' : 'en-GB';
}

/** Names shown in the language selector, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English', fr: 'Français' };
