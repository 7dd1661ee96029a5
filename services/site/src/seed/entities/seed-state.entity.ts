import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Which version of each reference data set was loaded, so a restart never re-adds what an administrator removed. */
@Entity('seed_state')
export class SeedStateRow {
  @PrimaryColumn({ type: 'varchar', length: 60 }) dataset: string;
  @Column({ type: 'int' }) version: number;
  @Column({ type: 'varchar', length: 30 }) appliedAt: string;
}
