import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

/**
 * A successful campaign's payout to its owner (C4.3): requested by the owner, confirmed by an
 * administrator — by two different ones above PAYOUT_SECOND_APPROVAL_ABOVE (maker-checker) — and
 * then paid from the campaign's escrow into the owner's wallet by one idempotent transfer.
 */
@Entity('investments_payouts')
export class PayoutRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) ownerId: string;
  @Column({ type: 'varchar', length: 200 }) campaignName: string;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  /** requested → approved (first of two administrators) → confirmed */
  @Column({ type: 'varchar', length: 10 }) status: 'requested' | 'approved' | 'confirmed';
  @Column({ type: 'varchar', length: 30 }) requestedAt: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) approvedBy: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) approvedAt: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) confirmedBy: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) confirmedAt: string | null;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
