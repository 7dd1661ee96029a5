import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A3.10: the US-style accredited investor account; SSN and date of birth sealed (VERIFICATION_KEYRING). */
@Entity('verification_investor_accounts')
export class InvestorAccountRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  /** Everything but the SSN and the date of birth, as JSON. */
  @Column({ type: 'text' }) details: string;
  @Column({ type: 'text' }) ssnSealed: string;
  @Column({ type: 'varchar', length: 4 }) ssnLast4: string;
  @Column({ type: 'text' }) dateOfBirthSealed: string;
  @Column({ type: 'varchar', length: 30 }) submittedAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
