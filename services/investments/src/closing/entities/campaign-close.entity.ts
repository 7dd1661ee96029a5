import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '@cf/platform';

/** Where a campaign's close stands (docs/adr/0021): each step is recorded before the next starts. */
export type CloseStep = 'settling' | 'moving' | 'closed';

/**
 * One campaign's close, the saga's record (C4.1, C4.13, C9.3). The decision (outcome, fee, VAT, the
 * owner's amount) is stored once, with the rates it used, so a resumed close pays what was decided.
 */
@Entity('investments_campaign_closes')
export class CampaignCloseRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) campaignId: string;
  /** close-date | maximum | admin */
  @Column({ type: 'varchar', length: 12 }) trigger: string;
  @Column({ type: 'varchar', length: 10 }) step: CloseStep;
  @Column({ type: 'varchar', length: 12, nullable: true }) outcome: 'successful' | 'unsuccessful' | null;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'varchar', length: 10 }) investingType: 'fixed' | 'flexible';
  @Column({ type: 'bigint', transformer: bigintTransformer }) goal: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) raised: number;
  @Column({ type: 'int' }) investorsCount: number;
  @Column({ type: 'int' }) feeBps: number;
  @Column({ type: 'int' }) vatBps: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) fee: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) vat: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) ownerAmount: number;
  /** Returned to investors so far (unsuccessful), and to how many investments. */
  @Column({ type: 'bigint', transformer: bigintTransformer }) refunded: number;
  @Column({ type: 'int' }) refundedCount: number;
  @Column({ type: 'varchar', length: 30 }) startedAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) decidedAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) closedAt: string | null;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
