import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';
import type { ScheduleRowKind } from '@cf/contracts';

/**
 * One row of a campaign's repayment schedule (C3.11). What is paid moves only by conditional
 * UPDATEs: `reserved` holds payments under way, so paid + reserved never passes the total.
 */
@Entity('repayments_schedule_rows')
@Index('UQ_repayments_rows_number', ['campaignId', 'repaymentNumber'], { unique: true })
@Index('IDX_repayments_rows_due', ['expectedDate'])
export class ScheduleRowRecord {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'int' }) repaymentNumber: number;
  @Column({ type: 'varchar', length: 12 }) kind: ScheduleRowKind;
  @Column({ type: 'varchar', length: 10 }) expectedDate: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) principal: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) profit: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) platformFee: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) totalRepayment: number;
  @Column({ type: 'bigint', default: 0, transformer: bigintTransformer }) paid: number;
  @Column({ type: 'bigint', default: 0, transformer: bigintTransformer }) reserved: number;
  @Column({ type: 'varchar', length: 10, nullable: true }) paidDate: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) description: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) writtenOffAt: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) writeOffReason: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) writtenOffBy: string | null;
  /** Reminders sent to the owner (once each). */
  @Column({ type: 'boolean', default: false }) remindedBefore: boolean;
  @Column({ type: 'boolean', default: false }) remindedAfter: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
