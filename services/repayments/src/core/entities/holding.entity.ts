import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

/** An investor's part of a successful campaign (investments.investment-funded): one row per investment. */
@Entity('repayments_holdings')
@Index('IDX_repayments_holdings_campaign', ['campaignId', 'investorId'])
@Index('IDX_repayments_holdings_investor', ['investorId'])
export class HoldingRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) investmentId: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) investorId: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
