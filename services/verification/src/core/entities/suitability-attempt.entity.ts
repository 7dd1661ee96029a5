import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One suitability test taken (A6.4): the answers, the score and whether it passed. Never changed. */
@Entity('suitability_attempts')
@Index('idx_suitability_user', ['userId', 'takenAt'])
export class SuitabilityAttemptRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 10 }) jurisdiction: string;
  @Column({ type: 'int' }) score: number;
  @Column({ type: 'int' }) passScore: number;
  @Column({ type: 'boolean' }) passed: boolean;
  @Column({ type: 'text' }) answers: string;
  @Column({ type: 'varchar', length: 30 }) takenAt: string;
}
