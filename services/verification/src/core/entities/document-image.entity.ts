import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One picture of the document (front, back) or the live photo; the file is sealed under a generated name. */
@Entity('document_images')
@Index('uq_document_image_slot', ['userId', 'slot'], { unique: true })
export class DocumentImageRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 12 }) slot: string;
  /** The file's generated name under uploads/verification/ (never anything the client sent). */
  @Column({ type: 'varchar', length: 64 }) storageKey: string;
  @Column({ type: 'int' }) width: number;
  @Column({ type: 'int' }) height: number;
  @Column({ type: 'int' }) bytes: number;
  @Column({ type: 'varchar', length: 30 }) uploadedAt: string;
}
