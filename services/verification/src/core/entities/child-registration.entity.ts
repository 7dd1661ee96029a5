import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ChildRegistrationStatus, SignatureKind } from '@cf/contracts';

/**
 * A child registration (A3.14): its id is the child's id on every service. What the guardian wrote
 * is kept as JSON; the child's and the mother's numbers are sealed (only their last four characters
 * in the clear). The registration agreement's signature lives here too: one signature in force, a
 * new one replacing it after a reviewer's rejection (each confirmed one is in the audit stream).
 */
@Entity('verification_child_registrations')
@Index('idx_child_registration_guardian', ['guardianId', 'createdAt'])
@Index('idx_child_registration_queue', ['status', 'submittedAt'])
@Index('uq_child_registration_national_id', ['nationalIdIndex'], { unique: true })
export class ChildRegistrationRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) guardianId: string;
  @Column({ type: 'varchar', length: 14 }) status: ChildRegistrationStatus;
  @Column({ type: 'varchar', length: 14 }) signatureState: 'unsigned' | 'awaiting-code' | 'confirmed' | 'rejected';
  /** The written fields (names, contact, document types), JSON. */
  @Column({ type: 'text' }) details: string;
  /** The birth certificate, national ID and mother's ID numbers, sealed JSON. */
  @Column({ type: 'text' }) sealedNumbers: string;
  /**
   * The keyed hash of the child's national ID while the registration stands (null once declined):
   * one child, one registration on the platform, whichever guardian registers first (unique index).
   */
  @Column({ type: 'varchar', length: 80, nullable: true }) nationalIdIndex: string | null;
  @Column({ type: 'varchar', length: 10 }) dateOfBirth: string;
  /** The 18th birthday on the Muscat calendar (ADR 0026). */
  @Column({ type: 'varchar', length: 10 }) adultOn: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) signatureKind: SignatureKind | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) typedText: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) signatureFile: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 2 }) language: 'ar' | 'en' | 'fr';
  @Column({ type: 'varchar', length: 64, nullable: true }) codeHash: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) codeSentAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) codeExpiresAt: string | null;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'varchar', length: 30, nullable: true }) signedAt: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) signedIp: string | null;
  @Column({ type: 'varchar', length: 60, nullable: true }) agreementFile: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) agreementSha256: string | null;
  @Column({ type: 'text', nullable: true }) signatureRejectReason: string | null;
  @Column({ type: 'text', nullable: true }) declineReason: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) decidedBy: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) decidedAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) submittedAt: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}

/** One picture of a child registration; the file is sealed under a generated name. */
@Entity('verification_child_documents')
@Index('uq_child_document_slot', ['childId', 'slot'], { unique: true })
export class ChildDocumentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) childId: string;
  @Column({ type: 'varchar', length: 30 }) slot: string;
  @Column({ type: 'varchar', length: 64 }) storageKey: string;
  @Column({ type: 'int' }) width: number;
  @Column({ type: 'int' }) height: number;
  @Column({ type: 'int' }) bytes: number;
  @Column({ type: 'varchar', length: 30 }) uploadedAt: string;
}
