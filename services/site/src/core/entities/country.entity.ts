import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { LocalizedText } from '../localized';

/** An ISO 3166-1 country with its E.164 calling code. */
@Entity('countries')
export class CountryRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 2, unique: true }) code: string;
  @Column({ type: 'varchar', length: 3 }) iso3: string;
  @Column({ type: 'varchar', length: 8 }) dialCode: string;
  @Column({ type: 'text', transformer: jsonTransformer }) name: LocalizedText;
  @Column({ type: 'boolean', transformer: booleanTransformer }) status: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
