import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { LocalizedText } from '../localized';

/** A static page (about us, terms…), addressed by slug; `content` is trusted HTML written by administrators. */
@Entity('content_pages')
export class ContentPageRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 120, unique: true }) slug: string;
  @Column({ type: 'text', transformer: jsonTransformer }) title: LocalizedText;
  /** MEDIUMTEXT on MariaDB (see the migration): three translations of a long page exceed 64 KB. */
  @Column({ type: 'text', transformer: jsonTransformer }) content: LocalizedText;
  @Column({ type: 'text', transformer: jsonTransformer }) metaDescription: LocalizedText;
  @Column({ type: 'boolean', transformer: booleanTransformer }) showInFooter: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) status: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
