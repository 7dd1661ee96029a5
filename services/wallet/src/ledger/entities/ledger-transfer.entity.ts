import { Column, Entity, PrimaryColumn } from 'typeorm';
import { jsonTransformer } from '@cf/platform';

/** A posted transfer: immutable once written (corrections are new transfers). */
@Entity('ledger_transfers')
export class LedgerTransferRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  /** The caller's idempotency id (unique); `hold:<holdId>` for a posted hold. */
  @Column({ type: 'varchar', length: 80, unique: true }) transferId: string;
  @Column({ type: 'varchar', length: 40 }) reason: string;
  /** SHA-256 of the canonical request (reason, entries): a retry must match it. */
  @Column({ type: 'varchar', length: 64 }) requestHash: string;
  @Column({ type: 'text', transformer: jsonTransformer }) metadata: Record<string, unknown>;
  @Column({ type: 'varchar', length: 36, nullable: true }) actorId: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) correlationId: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) holdId: string | null;
  @Column({ type: 'varchar', length: 30 }) postedAt: string;
}
