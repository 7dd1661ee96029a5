import { requestLanguage, translate } from '@cf/platform';

export { requestLanguage };

/** A success message in the caller's language. */
export function say(key: string, params?: Record<string, unknown>): string {
  return translate(key, requestLanguage(), params);
}
