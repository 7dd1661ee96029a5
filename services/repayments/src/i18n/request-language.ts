import type { Language } from '@cf/contracts';
import { currentContext } from '@cf/platform';

/** The caller's language (the `lng` query or Accept-Language), Arabic by default (A9.2). */
export const requestLanguage = (): Language => currentContext()?.language ?? 'ar';
