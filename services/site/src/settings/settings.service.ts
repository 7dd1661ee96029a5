import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import * as z from 'zod/mini';
import { SETTINGS_RULES, settingsSectionWithRules, SiteSettingsUpdatedV1 } from '@cf/contracts';
import { AppError, OutboxService, validateWithSchema } from '@cf/platform';
import { SettingRow } from './entities/setting.entity';
import { SECTION_NAMES, SETTINGS_SECTIONS, type SectionName, type SectionValues } from './settings.definitions';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Settings sections (settings.definitions.ts) stored one row per key. Reads merge the stored values
 * over the defaults, so a key added in a later release has its default until an admin changes it.
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  isSection(name: string): name is SectionName {
    return (SECTION_NAMES as string[]).includes(name);
  }

  async get<S extends SectionName>(section: S, manager: EntityManager = this.dataSource.manager, lock = false): Promise<SectionValues<S>> {
    const query = manager.getRepository(SettingRow).createQueryBuilder('s').where('s.section = :section', { section });
    // Row locks keep two concurrent PATCHes of one section from validating against stale values (MariaDB only: SQLite runs one transaction at a time).
    if (lock && manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
    return this.merge(section, await query.getMany());
  }

  async getAll(): Promise<Record<SectionName, Record<string, unknown>>> {
    const rows = await this.dataSource.getRepository(SettingRow).find();
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
    return this.dataSource.transaction(async (manager) => {
      const current = (await this.get(section, manager, true)) as Record<string, unknown>;
      const merged = { ...current, ...patch };
      if (SETTINGS_RULES[section]) validateWithSchema(settingsSectionWithRules(section), merged);
      const changed = Object.keys(patch).filter((name) => !same(current[name], patch[name]));
      const updatedAt = new Date().toISOString();
      for (const name of changed) {
        const result = await manager.update(SettingRow, { section, name }, { value: patch[name] as never, updatedAt, updatedBy: actorId });
        if (!result.affected)
          await manager.insert(SettingRow, { section, name, value: patch[name] as never, updatedAt, updatedBy: actorId });
      }
      if (changed.length > 0) await this.outbox.append(manager, SiteSettingsUpdatedV1, section, { keys: changed, section });
      return merged as SectionValues<S>;
    });
  }

  /** Inserts the defaults of keys not stored yet (start-up seeding); never overwrites. Returns how many. */
  async insertMissingDefaults(manager: EntityManager): Promise<number> {
    const stored = new Set(
      (await manager.find(SettingRow, { select: { section: true, name: true } })).map((r) => `${r.section}/${r.name}`),
    );
    const now = new Date().toISOString();
    const missing: SettingRow[] = [];
    for (const section of SECTION_NAMES) {
      for (const [name, value] of Object.entries(SETTINGS_SECTIONS[section].defaults)) {
        if (!stored.has(`${section}/${name}`)) missing.push({ section, name, value, updatedAt: now, updatedBy: null });
      }
    }
    if (missing.length > 0) await manager.insert(SettingRow, missing as never);
    return missing.length;
  }

  private merge<S extends SectionName>(section: S, rows: SettingRow[]): SectionValues<S> {
    const defaults = SETTINGS_SECTIONS[section].defaults as Record<string, unknown>;
    const values: Record<string, unknown> = { ...defaults };
    for (const row of rows) if (row.name in defaults) values[row.name] = row.value;
    return values as SectionValues<S>;
  }
}
