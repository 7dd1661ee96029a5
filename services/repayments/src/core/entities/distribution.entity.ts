import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

/**
 * A paid payment's distribution: written with the payment's "paid" (same transaction), credited
 * by one ledger batch whose transfer ids derive from its id, so a resumed distribution cannot pay
 * twice: pending → credited.
 */
@Entity('repayments_distributions')
@Index('IDX_repayments_distributions_state', ['state', 'createdAt'])
@Index('IDX_repayments_distributions_campaign', ['campaignId'])
export class DistributionRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36, unique: true }) paymentId: string;
  @Column({ type: 'varchar', length: 36 }) rowId: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) fee: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) distributed: number;
  @Column({ type: 'int', default: 0 }) investorsCount: number;
  @Column({ type: 'varchar', length: 10 }) state: 'pending' | 'credited';
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) creditedAt: string | null;
}
