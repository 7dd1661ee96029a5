import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The investor profile of A3.8 (personal details). The fields are validated by the shared contract
 * (investorProfileSchema) and kept as one JSON document: nothing queries inside it, and the
 * contract, not the table, is where a field is added.
 */
@Entity('investor_profiles')
export class InvestorProfileRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Index('uq_investor_profile_user', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  userId: string;
  @Column({ type: 'text' }) details: string;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
