import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RemarkDocumentType } from '@cf/contracts';

/** One document a remark asks for, and the sealed picture once the investor uploaded it. */
@Entity('verification_remark_documents')
@Index('idx_verification_remark_document', ['remarkId'])
export class RemarkDocumentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) remarkId: string;
  @Column({ type: 'varchar', length: 120 }) title: string;
  @Column({ type: 'varchar', length: 20 }) type: RemarkDocumentType;
  @Column({ type: 'int' }) position: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) storageKey: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) uploadedAt: string | null;
}
