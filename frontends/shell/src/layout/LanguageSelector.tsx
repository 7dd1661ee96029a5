import { useTranslation } from 'react-i18next';
import { ARABIC_DIGIT_STYLES, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, arabicDigitStyle, isLanguage, setArabicDigitStyle, type ArabicDigitStyle, type Language } from '@cf/i18n';
import { STORAGE_KEYS, setStoredItem } from '@cf/api-client';
import { Menu, MenuItem } from '@cf/ui';
import { useShell } from '../app/shell-context';

/**
 * Header language selector: ar, en, fr (the server's language list, when it has answered); in Arabic
 * also how numbers are written, Arabic-Indic or Western digits (kept in this browser).
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const chooseDigits = (style: ArabicDigitStyle) => {
    setArabicDigitStyle(style);
    setStoredItem(STORAGE_KEYS.arabicDigits, style);
    // Every component that formats numbers reads the language through react-i18next: this re-renders them.
    i18n.emit('languageChanged', i18n.language);
  };
  const { language, setLanguage, languages } = useShell();
  const served = languages.map((l) => l.folder).filter(isLanguage);
  const options: Language[] = served.length > 0 ? SUPPORTED_LANGUAGES.filter((l) => served.includes(l)) : [...SUPPORTED_LANGUAGES];
  return (
    <Menu
      className="shell-language"
      triggerLabel={`${t('language.label')}: ${LANGUAGE_NAMES[language]}`}
      trigger={
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.6A15.7 15.7 0 0 0 8.1 8ZM12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h3a8 8 0 0 1-4.4 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
            />
          </svg>
          <span className="shell-language__name">{LANGUAGE_NAMES[language]}</span>
        </>
      }
    >
      {options.map((lng) => (
        <MenuItem key={lng} selected={lng === language} onSelect={() => setLanguage(lng)}>
          <span lang={lng} dir={lng === 'ar' ? 'rtl' : 'ltr'}>
            {LANGUAGE_NAMES[lng]}
          </span>
        </MenuItem>
      ))}
      {language === 'ar'
        ? ARABIC_DIGIT_STYLES.map((style) => (
            <MenuItem key={style} selected={style === arabicDigitStyle()} onSelect={() => chooseDigits(style)}>
              {`${t('language.digits')}: ${t(`language.${style}`)}`}
            </MenuItem>
          ))
        : null}
    </Menu>
  );
}
