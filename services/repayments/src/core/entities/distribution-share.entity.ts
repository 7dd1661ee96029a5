import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

/** One investor's share of a distribution (written when it is credited). */
@Entity('repayments_distribution_shares')
@Index('IDX_repayments_shares_investor', ['investorId', 'campaignId'])
export class DistributionShareRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) distributionId: string;
  @PrimaryColumn({ type: 'varchar', length: 36 }) investorId: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) rowId: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'varchar', length: 30 }) creditedAt: string;
}
