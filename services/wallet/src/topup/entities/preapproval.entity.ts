import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

export type PreapprovalStatus = 'created' | 'used';

/** A7.10 / A3.17: the amount a user means to top up, checked against the limits before paying. */
@Entity('wallet_preapprovals')
@Index('idx_wallet_preapproval_user', ['userId', 'createdAt'])
export class PreapprovalRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'varchar', length: 3 }) currencyId: string;
  @Column({ type: 'varchar', length: 10 }) status: PreapprovalStatus;
  /** A top-up for one of the user's children (ADR 0026): settled into the child's wallet. */
  @Column({ type: 'varchar', length: 36, nullable: true }) childId: string | null;
  /** The top-up made from it (one at most). */
  @Column({ type: 'varchar', length: 36, nullable: true }) transactionId: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
