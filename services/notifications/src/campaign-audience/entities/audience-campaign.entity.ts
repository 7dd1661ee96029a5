import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Language } from '@cf/contracts';

/** What the campaign's news needs of it (from campaigns.campaign-approved): its name, page and owner. */
@Entity('audience_campaigns')
export class AudienceCampaign {
  @PrimaryColumn({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'varchar', length: 200 }) slug: string;
  @Column({ type: 'varchar', length: 36 }) ownerId: string;
  @Column({ type: 'varchar', length: 254 }) ownerEmail: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) ownerName: string | null;
  @Column({ type: 'varchar', length: 2 }) ownerLanguage: Language;
}
