export const nowIso = (): string => new Date().toISOString();

/** Merges a partial save: absent keys keep their value, null clears, a value replaces. */
export function merge<T extends object>(current: T, patch: Partial<Record<keyof T, unknown>>): T {
  const next = { ...current } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) next[k] = v;
  return next as T;
}

/** The web app's public address without a trailing slash (links in e-mails). */
export const publicUrlOf = (config: { platform: { publicUrl: string } }): string => config.platform.publicUrl.replace(/\/+$/, '');

/** The language the owner's e-mails are written in (Arabic unless they chose another). */
export const ownerLanguageOf = (c: { ownerLanguage: string }): 'ar' | 'en' | 'fr' => (['ar', 'en', 'fr'].includes(c.ownerLanguage) ? c.ownerLanguage : 'ar') as 'ar' | 'en' | 'fr';
