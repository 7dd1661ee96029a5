import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, SUPPORTED_LANGUAGES, toLanguage, type Language } from './languages';

/** Browser storage key of the chosen language (A3.1). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A language's catalogue for the default `translation` namespace (nested keys). */
export type Catalogue = { [key: string]: string | Catalogue };
export type TranslationLoader = (language: Language) => Promise<Catalogue>;

export interface CreateI18nOptions {
  /** Defaults to the stored language, else Arabic. */
  language?: Language;
  /** Bundled resources (tests, storybook-like previews). When absent, `load` fetches each language on demand. */
  resources?: Partial<Record<Language, Catalogue>>;
  load?: TranslationLoader;
  /** Set `<html lang dir>` and remember the language (true in the app, false in tests of pure logic). */
  syncDocument?: boolean;
}

/** The shell's own catalogue, one chunk per language so a visitor downloads only the one it reads. */
export const loadShellTranslations: TranslationLoader = async (language) => {
  switch (language) {
    case 'en':
      return (await import(/* webpackChunkName: "i18n-en" */ './locales/en.json')).default as Catalogue;
    case 'fr':
      return (await import(/* webpackChunkName: "i18n-fr" */ './locales/fr.json')).default as Catalogue;
    default:
      return (await import(/* webpackChunkName: "i18n-ar" */ './locales/ar.json')).default as Catalogue;
  }
};

export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** `<html lang="ar" dir="rtl">`: every logical CSS property and the browser's bidi follow it. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* private mode: the language just isn't remembered */
  }
}

const loaders = new WeakMap<I18n, TranslationLoader>();

/**
 * A fresh i18next instance wired to react-i18next. Arabic is the default and the fallback (A9.2).
 * Only the active language is loaded: the catalogues are complete (a test checks every key exists in
 * ar, en and fr), so the fallback never has to be downloaded for a missing key.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<I18n> {
  const language = options.language ?? readStoredLanguage();
  const load = options.load ?? loadShellTranslations;
  const resources: Resource = {};
  if (options.resources) {
    for (const [lng, bundle] of Object.entries(options.resources)) if (bundle) resources[lng] = { translation: bundle };
  } else {
    resources[language] = { translation: await load(language) };
  }
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  if (!options.resources) loaders.set(instance, load);
  if (options.syncDocument !== false) {
    applyDocumentLanguage(language);
    instance.on('languageChanged', (lng) => applyDocumentLanguage(toLanguage(lng)));
  }
  return instance;
}

/** Loads the catalogue if needed, then switches: `dir` flips and every `useTranslation` re-renders. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  const load = loaders.get(instance);
  if (load && !instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await load(language), true, true);
  }
  await instance.changeLanguage(language);
}

/**
 * A remote's own strings, under its namespace (`settings:changePassword.title`), added to the shell's
 * single i18next instance so a language change reaches the remote too.
 */
export function addNamespace(instance: I18n, namespace: string, bundles: Record<Language, Catalogue>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundles[language], true, false);
  }
}
