import { Column, Entity, PrimaryColumn } from 'typeorm';
import { booleanTransformer } from '@cf/platform';

/**
 * One person's ties to one campaign, kept from the events that make them (C1.2, C6.1): those with a
 * paid investment in it, those who follow it and those who saved it hear of its updates. Investments
 * are counted, not flagged, because a payment and a cancellation of two investments may arrive in
 * either order (they are keyed by investment, not by campaign).
 */
@Entity('campaign_audience')
export class CampaignAudienceMember {
  @PrimaryColumn({ type: 'varchar', length: 36 }) campaignId: string;
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'int' }) paidInvestments: number;
  @Column({ type: 'boolean', transformer: booleanTransformer }) following: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) saved: boolean;
}
