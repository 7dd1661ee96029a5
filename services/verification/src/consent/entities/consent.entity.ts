import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SignatureKind } from '@cf/contracts';

/**
 * One signature of the consent agreement (A4.4, A5.8) and the texted code that confirms it. A new
 * signature is a new row; the verification points at the one in force (verifications.consentId).
 * Once confirmed, nothing here changes except an administrator's rejection.
 */
@Entity('verification_consents')
@Index('idx_verification_consent_user', ['userId', 'createdAt'])
export class ConsentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) verificationId: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 10 }) kind: SignatureKind;
  @Column({ type: 'varchar', length: 20, nullable: true }) typedText: string | null;
  /** The drawn or uploaded signature, re-encoded as PNG and sealed (SealedFileStore key). */
  @Column({ type: 'varchar', length: 60, nullable: true }) signatureFile: string | null;
  @Column({ type: 'varchar', length: 16 }) phone: string;
  @Column({ type: 'varchar', length: 2 }) language: 'ar' | 'en' | 'fr';
  /** SHA-256 of the consent id and the code: the code itself is never stored. */
  @Column({ type: 'varchar', length: 64 }) codeHash: string;
  @Column({ type: 'varchar', length: 30 }) codeSentAt: string;
  @Column({ type: 'varchar', length: 30 }) codeExpiresAt: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'varchar', length: 30, nullable: true }) confirmedAt: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) confirmedIp: string | null;
  /** The signed agreement PDF (sealed file) and its SHA-256, written when the code is confirmed. */
  @Column({ type: 'varchar', length: 60, nullable: true }) agreementFile: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) agreementSha256: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) rejectedAt: string | null;
  @Column({ type: 'text', nullable: true }) rejectReason: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
