import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RemarkStatus } from '@cf/contracts';

/** A reviewer's request for documents (A3.16): pending → under review → completed. */
@Entity('verification_remarks')
@Index('idx_verification_remark_user', ['userId', 'createdAt'])
export class RemarkRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) verificationId: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'text' }) note: string;
  @Column({ type: 'varchar', length: 20 }) status: RemarkStatus;
  @Column({ type: 'varchar', length: 36 }) requestedBy: string;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) completedAt: string | null;
}
