import i18next, { type i18n as I18nInstance } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from '@cf/contracts';
import { commonMessages } from './common-messages';

export type MessageCatalog = Record<Language, Record<string, string>>;

/**
 * Server messages in ar, en and fr. Each service registers its own catalog at boot; keys are
 * namespaced by convention (`identity.emailTaken`). A key with no translation is returned as is,
 * so plain sentences can be thrown too.
 */
const instance: I18nInstance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  resources: {},
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
});

export function registerMessages(catalog: MessageCatalog): void {
  for (const language of SUPPORTED_LANGUAGES) {
    instance.addResources(language, 'translation', catalog[language]);
  }
}
registerMessages(commonMessages);

export function translate(key: string, language: Language, params?: Record<string, unknown>): string {
  return instance.t(key, { lng: language, ...params }) as string;
}

export function hasMessage(key: string): boolean {
  return instance.exists(key, { lng: 'en' });
}

/** `?lng=` or `?language=` first, then Accept-Language, then Arabic (the product's default). */
export function resolveLanguage(query: Record<string, unknown> | undefined, acceptLanguage?: string): Language {
  const fromQuery = query?.lng ?? query?.language;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromHeader = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  if (isLanguage(fromHeader)) return fromHeader;
  return DEFAULT_LANGUAGE;
}
