import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AccreditationStatus } from '@cf/contracts';

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
  /** A4.3, A6.5: under review after each save; approved or declined (with a reason) once by an administrator. */
  @Column({ type: 'varchar', length: 20, default: 'under-review' }) reviewStatus: AccreditationStatus;
  @Column({ type: 'varchar', length: 500, nullable: true }) reviewReason: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) reviewedAt: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) reviewedBy: string | null;
}
