import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Every submission and review decision on a verification, never changed: the history an auditor reads. */
@Entity('verification_decisions')
@Index('idx_verification_decision', ['verificationId', 'at'])
export class VerificationDecisionRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) verificationId: string;
  @Column({ type: 'varchar', length: 10 }) decision: 'submitted' | 'accept' | 'decline' | 're-sign' | 'expired';
  @Column({ type: 'varchar', length: 36 }) actorId: string;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) investorClass: string | null;
  @Column({ type: 'varchar', length: 30 }) at: string;
}
