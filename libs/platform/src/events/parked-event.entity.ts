import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An event one of this service's handlers could not process: parked here (the consumer's own
 * database) instead of stalling its consumer group, until an operator replays it after a fix.
 * The envelope is kept as the outbox keeps it (its data apart), so it replays exactly as delivered.
 */
@Entity('parked_events')
export class ParkedEventRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** The handler (`service.Class.method`) that failed; (consumer, eventId) is unique. */
  @Column({ type: 'varchar', length: 120 })
  consumer: string;

  @Column({ type: 'varchar', length: 36 })
  eventId: string;

  @Column({ type: 'varchar', length: 120 })
  eventType: string;

  @Column({ type: 'varchar', length: 120 })
  topic: string;

  /** The envelope without its data (JSON). */
  @Column({ type: 'text' })
  envelope: string;

  /** The event's data (JSON), as the producer's outbox holds it. */
  @Column({ type: 'text' })
  data: string;

  /** Why: 'contract' (refused by its contract), 'unprocessable' (will never pass), 'retries' (kept failing). */
  @Column({ type: 'varchar', length: 20 })
  reason: string;

  @Column({ type: 'varchar', length: 1000 })
  error: string;

  @Column({ type: 'int' })
  attempts: number;

  @Column({ type: 'varchar', length: 30 })
  parkedAt: string;

  /** When a replay processed it (or found it already processed); null while parked. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  replayedAt: string | null;
}
