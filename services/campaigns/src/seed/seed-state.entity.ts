import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per demo data set loaded (see seed-demo.ts). */
@Entity('campaigns_seed_state')
export class CampaignsSeedStateRow {
  @PrimaryColumn({ type: 'varchar', length: 60 }) dataset: string;
  @Column({ type: 'int' }) version: number;
  @Column({ type: 'varchar', length: 30 }) appliedAt: string;
}
