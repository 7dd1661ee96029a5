import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';
import type { ConsentState, VerificationStatus } from '@cf/contracts';

/**
 * One investor's account verification (A4.3, A4.4): its status, the declarations of A3.9 with the
 * figures the investor class is worked out from (A5.14, baisa), and the review's outcome.
 */
@Entity('verifications')
@Index('idx_verification_status', ['status', 'submittedAt'])
export class VerificationRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Index('uq_verification_user', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  userId: string;
  @Column({ type: 'varchar', length: 10 }) jurisdiction: string;
  @Column({ type: 'varchar', length: 20 }) status: VerificationStatus;
  @Column({ type: 'varchar', length: 3, nullable: true }) usPerson: 'yes' | 'no' | null;
  @Column({ type: 'varchar', length: 3, nullable: true }) politicallyExposed: 'yes' | 'no' | null;
  @Column({ type: 'bigint', nullable: true, transformer: bigintTransformer }) netAssets: number | null;
  @Column({ type: 'bigint', nullable: true, transformer: bigintTransformer }) annualIncome: number | null;
  @Column({ type: 'bigint', nullable: true, transformer: bigintTransformer }) jointIncome: number | null;
  @Column({ type: 'text', nullable: true }) sourceOfWealth: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) institutionType: string | null;
  /** A US person or a politically exposed person: reviewed with enhanced due diligence. */
  @Column({ type: 'boolean', default: false }) enhancedReview: boolean;
  @Column({ type: 'varchar', length: 30, nullable: true }) declaredAt: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) proposedClass: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) investorClass: string | null;
  @Column({ type: 'text', nullable: true }) declineReason: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) submittedAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) decidedAt: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) decidedBy: string | null;
  /** A4.4: the consent agreement's signature (unsigned, awaiting-code, confirmed, rejected) and the row in force. */
  @Column({ type: 'varchar', length: 20, default: 'unsigned' }) consentState: ConsentState;
  @Column({ type: 'varchar', length: 36, nullable: true }) consentId: string | null;
  /** A7.6 manual KYC: a reviewer checks the identity by hand (no live photo needed), due within three working days. */
  @Column({ type: 'varchar', length: 30, nullable: true }) manualKycRequestedAt: string | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) manualKycDueBy: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
