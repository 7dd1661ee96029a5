import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SignatureKind } from '@cf/contracts';

/**
 * One signature of an investment's contract (C4.14, C5.12) and the texted code that confirms it. A
 * new signature is a new row; the investment points at the one in force (contractSignatureId).
 * Once confirmed, nothing here changes except an administrator's decision.
 */
@Entity('investments_contract_signatures')
@Index('IDX_investments_contract_signatures_investment', ['investmentId', 'createdAt'])
export class ContractSignatureRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) investmentId: string;
  @Column({ type: 'varchar', length: 36 }) investorId: string;
  @Column({ type: 'varchar', length: 10 }) kind: SignatureKind;
  @Column({ type: 'varchar', length: 20, nullable: true }) typedText: string | null;
  /** The drawn or uploaded signature, re-encoded as PNG and sealed (ContractFiles key). */
  @Column({ type: 'varchar', length: 60, nullable: true }) signatureFile: string | null;
  @Column({ type: 'varchar', length: 16 }) phone: string;
  @Column({ type: 'varchar', length: 2 }) language: 'ar' | 'en' | 'fr';
  /** SHA-256 of the signature id and the code: the code itself is never stored. */
  @Column({ type: 'varchar', length: 64 }) codeHash: string;
  @Column({ type: 'varchar', length: 30 }) codeSentAt: string;
  @Column({ type: 'varchar', length: 30 }) codeExpiresAt: string;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'varchar', length: 30, nullable: true }) confirmedAt: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) confirmedIp: string | null;
  /** The signed contract PDF (sealed file) and its SHA-256, written once when the code is confirmed. */
  @Column({ type: 'varchar', length: 60, nullable: true }) contractFile: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) contractSha256: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) reviewedBy: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) reviewedAt: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) decision: 'accepted' | 'rejected' | null;
  @Column({ type: 'text', nullable: true }) rejectReason: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
