import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { SettingRow } from './entities/setting.entity';

/** The SQL of site_settings (one row per section and key), in the ambient transaction when there is one. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly tx: Transactions) {}

  private get rows() {
    return this.tx.manager.getRepository(SettingRow);
  }

  /**
   * The stored keys of a section. `forUpdate` locks them so two concurrent PATCHes of one section
   * never validate against stale values (MariaDB; SQLite runs one transaction at a time).
   */
  section(section: string, forUpdate = false): Promise<SettingRow[]> {
    const query = this.rows.createQueryBuilder('s').where('s.section = :section', { section });
    if (forUpdate && this.tx.manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
    return query.getMany();
  }

  all(): Promise<SettingRow[]> {
    return this.rows.find();
  }

  /** `section/name` of every stored key. */
  async storedKeys(): Promise<Set<string>> {
    return new Set((await this.rows.find({ select: { section: true, name: true } })).map((r) => `${r.section}/${r.name}`));
  }

  /** Writes one key's value (update, or insert when not stored yet). */
  async put(row: SettingRow): Promise<void> {
    const { section, name, ...changes } = row;
    const result = await this.rows.update({ section, name }, changes as never);
    if (!result.affected) await this.rows.insert(row as never);
  }

  async insertMany(rows: SettingRow[]): Promise<void> {
    if (rows.length > 0) await this.rows.insert(rows as never);
  }
}
