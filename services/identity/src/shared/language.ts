import { currentContext, translate } from '@cf/platform';
import { DEFAULT_LANGUAGE, type Language } from '@cf/contracts';

/** The caller's language (?lng=, ?language=, Accept-Language), else the given fallback. */
export function requestLanguage(fallback: Language = DEFAULT_LANGUAGE): Language {
  return currentContext()?.language ?? fallback;
}

/** A success message in the caller's language. */
export function say(key: string, params?: Record<string, unknown>): string {
  return translate(key, requestLanguage(), params);
}
