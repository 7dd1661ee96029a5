import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type AchAccountStatus = 'active' | 'disconnected';

/**
 * A US bank account a user linked for ACH through the card payment provider (A3.11: account ID,
 * company name, created date; A7.11). Only what the screens show is kept: the provider's account id,
 * the bank's name and the last four digits, never the full account or routing number.
 */
@Entity('ach_accounts')
@Index('uq_ach_account_user_account', ['userId', 'accountId'], { unique: true })
@Index('idx_ach_account_user', ['userId', 'createdAt'])
export class AchAccountRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  /** Payment provider holding the link (`stripe`). */
  @Column({ type: 'varchar', length: 20 }) provider: string;
  /** The provider's id of the linked account (Stripe Financial Connections `fca_…`). */
  @Column({ type: 'varchar', length: 128 }) accountId: string;
  /** The bank's name (A3.11 "company name"). */
  @Column({ type: 'varchar', length: 200 }) companyName: string;
  @Column({ type: 'varchar', length: 4, nullable: true }) last4: string | null;
  @Column({ type: 'varchar', length: 20 }) status: AchAccountStatus;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}

/** The provider's customer that a user's bank links hang from (one per user and provider). */
@Entity('ach_customers')
@Index('uq_ach_customer_user_provider', ['userId', 'provider'], { unique: true })
export class AchCustomerRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 20 }) provider: string;
  @Column({ type: 'varchar', length: 128 }) customerId: string;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
