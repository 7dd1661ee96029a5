import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A child who turned 18 (verification's `child-came-of-age`), invited to take over the account the
 * guardian ran (ADR 0026). The account the child claims has the child's id.
 */
@Entity('identity_child_handovers')
@Index('idx_child_handover_guardian', ['guardianId'])
export class ChildHandover {
  @PrimaryColumn({ type: 'varchar', length: 36 }) childId: string;
  @Column({ type: 'varchar', length: 36 }) guardianId: string;
  /** The child's own e-mail from the registration, if the guardian gave one. */
  @Column({ type: 'varchar', length: 254, nullable: true }) childEmail: string | null;
  @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Column({ type: 'varchar', length: 100 }) firstNameAr: string;
  @Column({ type: 'varchar', length: 100 }) lastNameAr: string;
  @Column({ type: 'varchar', length: 30 }) invitedAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) claimedAt: string | null;
}
