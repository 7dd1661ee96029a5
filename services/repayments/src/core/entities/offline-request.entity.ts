import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OfflineRepaymentStatus } from '@cf/contracts';
import { bigintTransformer } from '@cf/platform';

/**
 * C1.3, C6.4: a repayment received outside the platform, as its maker recorded it. Its amount is
 * reserved on the row from the start; approved (by another administrator) it becomes the payment of
 * the same id, declined the reservation is given back.
 */
@Entity('repayments_offline_requests')
export class OfflineRequestRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) rowId: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'varchar', length: 100 }) reference: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) note: string | null;
  @Column({ type: 'varchar', length: 20 }) status: OfflineRepaymentStatus;
  /** The administrator who recorded it, or the owner who reported it (reportedBy says which). */
  @Column({ type: 'varchar', length: 36 }) makerId: string;
  @Column({ type: 'varchar', length: 10, default: 'admin' }) reportedBy: 'admin' | 'owner';
  /** The owner's proof of the transfer in the file store, when they sent one. */
  @Column({ type: 'varchar', length: 60, nullable: true }) proofKey: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) checkerId: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) declineReason: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) decidedAt: string | null;
}
