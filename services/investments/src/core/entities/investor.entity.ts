import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer, booleanTransformer } from '@cf/platform';

const money = { type: 'bigint' as const, transformer: bigintTransformer };
const limit = { type: 'bigint' as const, nullable: true, transformer: bigintTransformer };

/**
 * One investor as investments sees them: the standing verification announced
 * (verification.status-changed: status, class, limits, cancellation window) and what is used of
 * the limits, on one row so that one conditional UPDATE checks and counts them together.
 * `m0..m11` hold the amounts of the last twelve months (bucket = month % 12), `s0..s11` the month
 * each bucket holds (year × 12 + month index).
 */
@Entity('investments_investors')
export class InvestorRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 20 }) verificationStatus: string;
  @Column({ type: 'varchar', length: 40, nullable: true }) investorClass: string | null;
  @Column({ type: 'boolean', transformer: booleanTransformer }) accredited: boolean;
  @Column(limit) perTransactionLimit: number | null;
  @Column(limit) perCampaignLimit: number | null;
  @Column(limit) perMonthLimit: number | null;
  @Column(limit) rolling12MonthsLimit: number | null;
  @Column(limit) totalLimit: number | null;
  @Column({ type: 'int', nullable: true }) cancellationHours: number | null;
  @Column({ type: 'int', nullable: true }) notWithinHoursOfClose: number | null;
  @Column(money) total: number;
  @Column(money) m0: number;
  @Column(money) m1: number;
  @Column(money) m2: number;
  @Column(money) m3: number;
  @Column(money) m4: number;
  @Column(money) m5: number;
  @Column(money) m6: number;
  @Column(money) m7: number;
  @Column(money) m8: number;
  @Column(money) m9: number;
  @Column(money) m10: number;
  @Column(money) m11: number;
  @Column({ type: 'int' }) s0: number;
  @Column({ type: 'int' }) s1: number;
  @Column({ type: 'int' }) s2: number;
  @Column({ type: 'int' }) s3: number;
  @Column({ type: 'int' }) s4: number;
  @Column({ type: 'int' }) s5: number;
  @Column({ type: 'int' }) s6: number;
  @Column({ type: 'int' }) s7: number;
  @Column({ type: 'int' }) s8: number;
  @Column({ type: 'int' }) s9: number;
  @Column({ type: 'int' }) s10: number;
  @Column({ type: 'int' }) s11: number;
  @Column({ type: 'varchar', length: 30 }) verificationUpdatedAt: string;
  /** The legal names verification accepted (identity document): what the investor's contracts name. */
  @Column({ type: 'varchar', length: 300, nullable: true }) legalName: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) legalNameAr: string | null;
  /** The mobile number confirmed by texted code at verification: where contract signature codes go. */
  @Column({ type: 'varchar', length: 16, nullable: true }) verifiedPhone: string | null;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}

/** What an investor has reserved and paid in one campaign (the per-campaign limit and the investors count). */
@Entity('investments_investor_campaigns')
export class InvestorCampaignRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  @PrimaryColumn({ type: 'varchar', length: 36 }) campaignId: string;
  @Column(money) reserved: number;
  @Column(money) paid: number;
  @Column({ type: 'int' }) paidCount: number;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
