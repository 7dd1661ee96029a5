import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { LocalizedText } from '../localized';

/** A currency (ISO 4217): `decimals` is its minor unit (OMR: 3, amounts kept in baisa). */
@Entity('currencies')
export class CurrencyRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 3, unique: true }) code: string;
  @Column({ type: 'varchar', length: 3 }) numericCode: string;
  @Column({ type: 'varchar', length: 10 }) symbol: string;
  @Column({ type: 'text', transformer: jsonTransformer }) name: LocalizedText;
  @Column({ type: 'int' }) decimals: number;
  @Column({ type: 'boolean', transformer: booleanTransformer }) isDefault: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) status: boolean;
  @Column({ type: 'int' }) sortOrder: number;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
