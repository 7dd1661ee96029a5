import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonTransformer } from '../database/columns';

/** The first answer to a mutating request sent with an Idempotency-Key, replayed on retries. */
@Entity('idempotency_records')
export class IdempotencyRecord {
  /** sha256 of scope (caller + method + path) and the key. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  @Column({ type: 'varchar', length: 12 })
  state: 'processing' | 'done';

  @Column({ type: 'int', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'text', nullable: true, transformer: jsonTransformer })
  responseBody: unknown;

  @Column({ type: 'varchar', length: 30 })
  createdAt: string;
}
