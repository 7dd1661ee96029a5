import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

export type AdjustmentKind = 'credit' | 'refund';
export type AdjustmentStatus = 'awaiting_approval' | 'posted' | 'rejected';

/**
 * A manual credit or refund by an administrator (A1.1, A6: "refund and credit wallets"). Above the
 * maker-checker threshold it waits for a second, different administrator.
 */
@Entity('wallet_adjustments')
@Index('idx_wallet_adjustment_status', ['status', 'createdAt'])
export class AdjustmentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 10 }) kind: AdjustmentKind;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'text' }) reason: string;
  @Column({ type: 'varchar', length: 20 }) status: AdjustmentStatus;
  @Column({ type: 'varchar', length: 36 }) makerId: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) checkerId: string | null;
  @Column({ type: 'text', nullable: true }) rejectReason: string | null;
  /** The wallet transaction made when it was posted. */
  @Column({ type: 'varchar', length: 36, nullable: true }) transactionId: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) decidedAt: string | null;
}
