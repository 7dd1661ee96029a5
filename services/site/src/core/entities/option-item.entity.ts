import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { LocalizedText } from '../localized';

/**
 * One value of an admin-managed option list (industries, campaign stages, employment status, deal
 * types…): `listKey` names the list, `key` is the stable value other services store.
 */
@Entity('option_items')
@Index('uq_option_list_key', ['listKey', 'key'], { unique: true })
@Index('idx_option_list', ['listKey', 'sortOrder'])
export class OptionItemRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 60 }) listKey: string;
  @Column({ type: 'varchar', length: 80 }) key: string;
  @Column({ type: 'text', transformer: jsonTransformer }) name: LocalizedText;
  /** List-specific extras (e.g. a help-centre category's description). */
  @Column({ type: 'text', transformer: jsonTransformer, nullable: true }) extra: Record<string, unknown> | null;
  @Column({ type: 'int' }) sortOrder: number;
  @Column({ type: 'boolean', transformer: booleanTransformer }) status: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
