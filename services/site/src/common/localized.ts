import { z } from 'zod';
import type { LocalizedText } from '../seed/data/types';

export type { LocalizedText };

/** Languages whose text every localized field holds (the seeded and required translations). */
export const CONTENT_LANGUAGES = ['ar', 'en', 'fr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The text in the reader's language. An administrator may add a language before its texts exist:
 * such readers get English, then Arabic.
 */
export function localize(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  return (text as unknown as Record<string, string | undefined>)[language] || text.en || text.ar || '';
}

/** A text required in ar, en and fr, each trimmed, non-empty and at most `max` characters. */
export function localizedTextSchema(max: number) {
  const one = z.string('common.required').trim().min(1, 'common.required').max(max, 'site.textTooLong');
  return z.object({ ar: one, en: one, fr: one }, 'site.translationsRequired');
}
