import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer, jsonTransformer } from '../database/columns';

/**
 * An event written in the same transaction as the change it describes. The relay later seals it
 * into the service's hash chain (sequence, prevHash, hash), publishes it and marks it published.
 */
@Entity('outbox_events')
@Index('idx_outbox_unpublished', ['publishedAt', 'sequence'])
export class OutboxEventRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 120 })
  type: string;

  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'varchar', length: 64 })
  aggregateId: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  correlationId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  causationId: string | null;

  @Column({ type: 'text', transformer: jsonTransformer })
  data: Record<string, unknown>;

  /**
   * The W3C `traceparent` of the span that wrote the event (null when tracing is off): published as
   * a message header, not in the envelope, so the hash chain covers the same fields either way.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  traceParent: string | null;

  @Column({ type: 'varchar', length: 30 })
  occurredAt: string;

  @Column({ type: 'bigint', nullable: true, unique: true, transformer: bigintTransformer })
  sequence: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  prevHash: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  hash: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  publishedAt: string | null;
}

/** One row: the head of the chain, moved forward only by a conditional update. */
@Entity('outbox_chain_head')
export class OutboxChainHead {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'bigint', transformer: bigintTransformer })
  sequence: number;

  @Column({ type: 'varchar', length: 64 })
  hash: string;
}
