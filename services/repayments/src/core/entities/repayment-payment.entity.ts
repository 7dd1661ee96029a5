import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';
import type { RepaymentPaymentState } from '@cf/contracts';

/**
 * An owner's payment towards a row. Written (pending) before any money moves, under the id the
 * client chose, so a crash at any step leaves a row the retry or the sweeper finishes the same way:
 * pending → paid (the wallet's transfer `repayment:<id>` posted) | failed (it was refused).
 */
@Entity('repayments_payments')
@Index('IDX_repayments_payments_state', ['state', 'createdAt'])
@Index('IDX_repayments_payments_row', ['rowId'])
export class RepaymentPaymentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) rowId: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) payerId: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'varchar', length: 10 }) method: 'wallet' | 'auto' | 'card' | 'offline';
  @Column({ type: 'varchar', length: 10 }) state: RepaymentPaymentState;
  @Column({ type: 'varchar', length: 30, nullable: true }) failureReason: 'insufficient_balance' | 'refused' | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) paidAt: string | null;
}
