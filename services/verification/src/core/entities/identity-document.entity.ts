import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The investor's identity document (A3.12). The number is personal data: kept sealed
 * (AES-256-GCM under VERIFICATION_KEYRING), opened only to show it.
 */
@Entity('identity_documents')
export class IdentityDocumentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Index('uq_identity_document_user', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  userId: string;
  @Column({ type: 'varchar', length: 20 }) documentType: string;
  @Column({ type: 'text' }) documentNumberSealed: string;
  @Column({ type: 'varchar', length: 4 }) documentNumberLast4: string;
  @Column({ type: 'varchar', length: 10 }) expiryDate: string;
  @Column({ type: 'varchar', length: 6 }) gender: string;
  /** Legal names in English and Arabic (JSON), as on the document. */
  @Column({ type: 'text' }) legalNames: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
