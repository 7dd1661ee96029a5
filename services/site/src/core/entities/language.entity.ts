import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer } from '@cf/platform';

/** An interface language (A3.6): `folder` is its code (ar, en, fr), the folder of its translations. */
@Entity('languages')
export class LanguageRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 60 }) name: string;
  @Column({ type: 'varchar', length: 10, unique: true }) folder: string;
  @Column({ type: 'boolean', transformer: booleanTransformer }) isDefault: boolean;
  @Column({ type: 'varchar', length: 3 }) direction: 'rtl' | 'ltr';
  @Column({ type: 'boolean', transformer: booleanTransformer }) status: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
