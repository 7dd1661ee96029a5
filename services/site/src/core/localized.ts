import type { LocalizedText } from './seed-data/types';

export type { LocalizedText };

/**
 * The text in the reader's language. An administrator may add a language before its texts exist:
 * such readers get English, then Arabic.
 */
export function localize(text: LocalizedText | null | undefined, language: string): string {
  if (!text) return '';
  return (text as unknown as Record<string, string | undefined>)[language] || text.en || text.ar || '';
}
