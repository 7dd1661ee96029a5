import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE } from '@cf/contracts';
import type { LanguageHints } from './language';
import { LanguagesRepository } from './languages.repository';

const CODE = /^[a-z]{2}(-[A-Z]{2})?$/;

/**
 * Picks the language of localized answers: `?lng=` or `?language=` (a code, or the id of a language
 * row: the front end stores selected_language_id), then Accept-Language, then Arabic (A9.2).
 */
@Injectable()
export class LanguageResolver {
  private readonly byId = new Map<string, { folder: string; until: number }>();

  constructor(private readonly languages: LanguagesRepository) {}

  async resolve(hints: LanguageHints): Promise<string> {
    for (const candidate of [hints.lng, hints.language]) {
      if (!candidate) continue;
      if (CODE.test(candidate)) return candidate;
      const folder = await this.folderOf(candidate);
      if (folder) return folder;
    }
    if (hints.acceptLanguage && CODE.test(hints.acceptLanguage)) return hints.acceptLanguage;
    return DEFAULT_LANGUAGE;
  }

  private async folderOf(id: string): Promise<string | null> {
    const cached = this.byId.get(id);
    if (cached && cached.until > Date.now()) return cached.folder;
    const row = await this.languages.findOne({ id });
    if (!row) return null;
    // Ids never change their folder in practice; a minute of caching spares a query per request.
    if (this.byId.size > 1000) this.byId.clear();
    this.byId.set(id, { folder: row.folder, until: Date.now() + 60_000 });
    return row.folder;
  }
}
