import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { LocalizedText } from '../localized';

/** A home-page slide. */
@Entity('sliders')
export class SliderRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 80, nullable: true, unique: true }) seedKey: string | null;
  @Column({ type: 'text', transformer: jsonTransformer }) title: LocalizedText;
  @Column({ type: 'text', transformer: jsonTransformer }) description: LocalizedText;
  @Column({ type: 'text', transformer: jsonTransformer }) buttonText: LocalizedText;
  @Column({ type: 'varchar', length: 500 }) link: string;
  @Column({ type: 'varchar', length: 500 }) image: string;
  @Column({ type: 'int' }) sortOrder: number;
  @Column({ type: 'boolean', transformer: booleanTransformer }) status: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
