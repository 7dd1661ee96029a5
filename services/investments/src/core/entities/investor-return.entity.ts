import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

/** What an investor has received from distributions, per currency (repayments' distribution-credited events): the dashboard's total return. */
@Entity('investments_investor_returns')
export class InvestorReturnRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) investorId: string;
  @PrimaryColumn({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) returned: number;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
