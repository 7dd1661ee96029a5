import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';
import type { PaymentFrequency } from '@cf/contracts';

/**
 * What repayments knows of a campaign (a read model): its terms from campaigns' offer, its close from
 * investments. The schedule is written once both are known and the close was successful.
 */
@Entity('repayments_campaigns')
export class RepaymentCampaignRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) ownerId: string;
  @Column({ type: 'varchar', length: 200 }) campaignName: string;
  @Column({ type: 'varchar', length: 200 }) slug: string;
  @Column({ type: 'varchar', length: 30 }) termsSlug: 'equity' | 'equity-with-dividends' | 'debt';
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'double', nullable: true }) interestRate: number | null;
  @Column({ type: 'int', nullable: true }) termMonths: number | null;
  @Column({ type: 'int', default: 0 }) gracePeriodMonths: number;
  @Column({ type: 'varchar', length: 20, nullable: true }) paymentFrequency: PaymentFrequency | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) paybackStartDate: string | null;
  @Column({ type: 'double', nullable: true }) distributionOfNetProfit: number | null;
  /** The offer was seen (terms known). */
  @Column({ type: 'boolean', default: false }) offerKnown: boolean;
  /** investments.campaign-closed: successful or unsuccessful; null while open. */
  @Column({ type: 'varchar', length: 12, nullable: true }) outcome: 'successful' | 'unsuccessful' | null;
  @Column({ type: 'bigint', default: 0, transformer: bigintTransformer }) raised: number;
  @Column({ type: 'varchar', length: 30, nullable: true }) closedAt: string | null;
  /** When the debt schedule was written (once). */
  @Column({ type: 'varchar', length: 30, nullable: true }) scheduledAt: string | null;
  @Column({ type: 'boolean', default: false }) autoRepayment: boolean;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
