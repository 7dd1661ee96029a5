import { useTranslation } from 'react-i18next';
import { toLanguage } from '@cf/i18n';
import type { LocalizedText } from '@cf/api-client';

/** The text in the interface language, else English, else Arabic (as the site service answers readers). */
export function pickText(text: LocalizedText | Record<string, string> | null | undefined, language: string): string {
  if (!text || typeof text !== 'object') return '';
  return (text as Record<string, string>)[language] || text.en || text.ar || '';
}

/** `pick(row.title)` in the current interface language. */
export function usePick() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (text: LocalizedText | Record<string, string> | null | undefined) => pickText(text, language);
}
