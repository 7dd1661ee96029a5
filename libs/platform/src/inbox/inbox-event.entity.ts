import { Column, Entity, PrimaryColumn } from 'typeorm';

/** (consumer, event id) written in the same transaction as the consumer's effects: effects happen once. */
@Entity('inbox_events')
export class InboxEventRow {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  consumer: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  eventId: string;

  @Column({ type: 'varchar', length: 120 })
  eventType: string;

  @Column({ type: 'varchar', length: 30 })
  processedAt: string;
}
