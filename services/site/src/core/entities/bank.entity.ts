import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { LocalizedText } from '../localized';

/** A bank licensed by the Central Bank of Oman; merged banks stay (inactive) for old records. */
@Entity('banks')
export class BankRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 10, unique: true }) code: string;
  @Column({ type: 'varchar', length: 11, nullable: true }) swift: string | null;
  @Column({ type: 'text', transformer: jsonTransformer }) name: LocalizedText;
  @Column({ type: 'boolean', transformer: booleanTransformer }) islamic: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) active: boolean;
  @Column({ type: 'varchar', length: 30 }) category: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) mergedInto: string | null;
  @Column({ type: 'int' }) sortOrder: number;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
