import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintTransformer } from '../database/columns';

/**
 * How far a consumer group has read a topic in the embedded mode (ADR 0025): the last event
 * sequence it handled, kept in the consumer's own database so a restart resumes from here.
 */
@Entity('consumer_positions')
export class ConsumerPositionRow {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  groupName: string;

  @PrimaryColumn({ type: 'varchar', length: 120 })
  topic: string;

  @Column({ type: 'bigint', transformer: bigintTransformer })
  position: number;

  @Column({ type: 'varchar', length: 30 })
  updatedAt: string;
}
