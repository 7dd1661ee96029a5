import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';
import type { LocalizedText } from '../localized';

/** A help-centre question; footer FAQs are those with showInFooter. `answer` is trusted HTML. */
@Entity('faqs')
@Index('idx_faq_category', ['category', 'sortOrder'])
export class FaqRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 80, nullable: true, unique: true }) seedKey: string | null;
  @Column({ type: 'varchar', length: 40 }) category: string;
  @Column({ type: 'text', transformer: jsonTransformer }) question: LocalizedText;
  @Column({ type: 'text', transformer: jsonTransformer }) answer: LocalizedText;
  @Column({ type: 'boolean', transformer: booleanTransformer }) showInFooter: boolean;
  @Column({ type: 'int' }) sortOrder: number;
  @Column({ type: 'boolean', transformer: booleanTransformer }) status: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
