import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonTransformer } from '@cf/platform';

/** One setting: a value (any JSON) under a section and a name. One row per key: concurrent edits of different keys never overwrite each other. */
@Entity('site_settings')
export class SettingRow {
  @PrimaryColumn({ type: 'varchar', length: 40 }) section: string;
  @PrimaryColumn({ type: 'varchar', length: 80 }) name: string;
  @Column({ type: 'text', transformer: jsonTransformer }) value: unknown;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) updatedBy: string | null;
}
