import { Injectable } from '@nestjs/common';
import * as z from 'zod/mini';
import { SETTINGS_RULES, settingsSectionWithRules, SiteSettingsUpdatedV1 } from '@cf/contracts';
import { AppError, OutboxService, Transactions, validateWithSchema } from '@cf/platform';
import type { SettingRow } from '../core/entities/setting.entity';
import { SettingsRepository } from '../core/settings.repository';
import { SECTION_NAMES, SETTINGS_SECTIONS, type SectionName, type SectionValues } from '../core/settings.definitions';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Settings sections (settings.definitions.ts) stored one row per key. Reads merge the stored values
 * over the defaults, so a key added in a later release has its default until an admin changes it.
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly tx: Transactions,
    private readonly stored: SettingsRepository,
    private readonly outbox: OutboxService,
  ) {}

  isSection(name: string): name is SectionName {
    return (SECTION_NAMES as string[]).includes(name);
  }

  async get<S extends SectionName>(section: S, forUpdate = false): Promise<SectionValues<S>> {
    return this.merge(section, await this.stored.section(section, forUpdate));
  }

  async getAll(): Promise<Record<SectionName, Record<string, unknown>>> {
    const rows = await this.stored.all();
    return Object.fromEntries(
      SECTION_NAMES.map((section) => [
        section,
        this.merge(
          section,
          rows.filter((r) => r.section === section),
        ),
      ]),
    ) as unknown as Record<SectionName, Record<string, unknown>>;
  }

  /**
   * Applies a partial change: unknown keys and invalid values answer 400 per field, rules between
   * keys are checked on the merged result, and the changed keys are announced in the same
   * transaction (site.settings-updated).
   */
  async update<S extends SectionName>(section: S, body: unknown, actorId: string | null): Promise<SectionValues<S>> {
    const patch = validateWithSchema(z.partial(SETTINGS_SECTIONS[section].schema), body) as Record<string, unknown>;
    if (Object.keys(patch).length === 0) throw new AppError('site.nothingToUpdate', 400);
    return this.tx.run(async () => {
      const current = (await this.get(section, true)) as Record<string, unknown>;
      const merged = { ...current, ...patch };
      if (SETTINGS_RULES[section]) validateWithSchema(settingsSectionWithRules(section), merged);
      const changed = Object.keys(patch).filter((name) => !same(current[name], patch[name]));
      const updatedAt = new Date().toISOString();
      for (const name of changed) {
        await this.stored.put({ section, name, value: patch[name], updatedAt, updatedBy: actorId });
      }
      if (changed.length > 0) await this.outbox.append(SiteSettingsUpdatedV1, section, { keys: changed, section });
      return merged as SectionValues<S>;
    });
  }

  /** Inserts the defaults of keys not stored yet (start-up seeding); never overwrites. Returns how many. */
  async insertMissingDefaults(): Promise<number> {
    const stored = await this.stored.storedKeys();
    const now = new Date().toISOString();
    const missing: SettingRow[] = [];
    for (const section of SECTION_NAMES) {
      for (const [name, value] of Object.entries(SETTINGS_SECTIONS[section].defaults)) {
        if (!stored.has(`${section}/${name}`)) missing.push({ section, name, value, updatedAt: now, updatedBy: null });
      }
    }
    await this.stored.insertMany(missing);
    return missing.length;
  }

  private merge<S extends SectionName>(section: S, rows: SettingRow[]): SectionValues<S> {
    const defaults = SETTINGS_SECTIONS[section].defaults as Record<string, unknown>;
    const values: Record<string, unknown> = { ...defaults };
    for (const row of rows) if (row.name in defaults) values[row.name] = row.value;
    return values as SectionValues<S>;
  }
}
