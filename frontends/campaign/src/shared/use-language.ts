import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@cf/i18n';

/** The interface language as one of ar/en/fr (for formatOmr, formatDate…). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}
