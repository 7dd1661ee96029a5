import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A child the wallet serves (A3.15): an accepted child registration, from verification's
 * `child-registration-decided` event. The child owns a `child_wallet` ledger account; the guardian
 * operates it until `adultOn` (ADR 0026).
 */
@Entity('wallet_children')
@Index('idx_wallet_children_guardian', ['guardianId', 'acceptedAt'])
export class WalletChildRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) childId: string;
  @Column({ type: 'varchar', length: 36 }) guardianId: string;
  @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Column({ type: 'varchar', length: 100 }) firstNameAr: string;
  @Column({ type: 'varchar', length: 100 }) lastNameAr: string;
  @Column({ type: 'varchar', length: 10 }) adultOn: string;
  @Column({ type: 'varchar', length: 30 }) acceptedAt: string;
  /** The child, now 18, took the account over (ADR 0026): the guardian's role and the child's wallet ended. */
  @Column({ type: 'varchar', length: 30, nullable: true }) claimedAt: string | null;
}
