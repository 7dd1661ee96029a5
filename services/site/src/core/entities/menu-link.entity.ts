import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { LocalizedText } from '../localized';

export type MenuType = 'header' | 'footer' | 'social';
export type LinkType = 'custom' | 'page';

/** A header, footer or social link (A3.6): a custom URL or a content page, title in every language. */
@Entity('menu_links')
@Index('idx_menu_type', ['menuType', 'sortOrder'])
export class MenuLinkRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 80, nullable: true, unique: true }) seedKey: string | null;
  @Column({ type: 'varchar', length: 10 }) menuType: MenuType;
  @Column({ type: 'varchar', length: 10 }) linkType: LinkType;
  @Column({ type: 'text', transformer: jsonTransformer }) title: LocalizedText;
  @Column({ type: 'varchar', length: 500, nullable: true }) customUrl: string | null;
  @Column({ type: 'varchar', length: 10 }) urlTarget: '_self' | '_blank';
  @Column({ type: 'varchar', length: 120, nullable: true }) contentPageSlug: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) socialMediaIcon: string | null;
  @Column({ type: 'int' }) sortOrder: number;
  @Column({ type: 'boolean', transformer: booleanTransformer }) status: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
