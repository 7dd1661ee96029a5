import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A campaign's update (C1.2) as campaigns last announced it. */
@Entity('investments_campaign_updates')
export class CampaignUpdateRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 200 }) campaignName: string;
  @Column({ type: 'varchar', length: 160 }) campaignSlug: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) title: string | null;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'varchar', length: 30 }) postedAt: string;
  @Column({ type: 'varchar', length: 30 }) editedAt: string;
}
