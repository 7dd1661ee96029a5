import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer, booleanTransformer } from '@cf/platform';

/** A campaign's offer as campaigns published it (campaigns.offer-published), with its capacity. */
@Entity('investments_offers')
export class OfferRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 36 }) ownerId: string;
  @Column({ type: 'varchar', length: 200 }) campaignName: string;
  @Column({ type: 'varchar', length: 160 }) slug: string;
  @Column({ type: 'varchar', length: 30 }) termsSlug: 'equity' | 'equity-with-dividends' | 'debt';
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'varchar', length: 10 }) investingType: 'fixed' | 'flexible';
  @Column({ type: 'boolean', transformer: booleanTransformer }) accreditedOnly: boolean;
  @Column({ type: 'bigint', transformer: bigintTransformer }) goal: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) minimumInvestment: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) maximumInvestment: number;
  @Column({ type: 'bigint', nullable: true, transformer: bigintTransformer }) pricePerShare: number | null;
  @Column({ type: 'varchar', length: 10, nullable: true }) openDate: string | null;
  @Column({ type: 'varchar', length: 5, nullable: true }) openTime: string | null;
  @Column({ type: 'varchar', length: 64 }) timezone: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) closeDate: string | null;
  @Column({ type: 'varchar', length: 10 }) status: 'open' | 'closed' | 'hidden';
  @Column({ type: 'bigint', transformer: bigintTransformer }) reserved: number;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
