import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Who an investor is, as identity announced it (identity.user-registered): for the review queue. */
@Entity('verification_investors')
export class InvestorRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
